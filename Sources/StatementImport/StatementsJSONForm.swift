import StatementLocalization
import StatementModel

/// The project's own JSON form of statements (`Resources/schema/statements.schema.json`): the
/// transactions export writes it and the JSON importer reads it back, both at this version.
public enum StatementsJSONForm {
    public static let version = 1
}
