import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

extension ImportOptions {
    /// How to read a CSV file (`--profile FILE`): what it sets wins over what the CSV importer detects.
    public var csvProfile: CSVProfile? {
        get { profile as? CSVProfile }
        set { profile = newValue }
    }
}
