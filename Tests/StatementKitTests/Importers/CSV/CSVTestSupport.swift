@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// Imports CSV text or bytes given in a test, with explicit options.
enum CSV {
    static func read(_ text: String, options: ImportOptions = ImportOptions(), name: String = "test.csv") throws(ImportError) -> ImportResult {
        try read(bytes: Array(text.utf8), options: options, name: name)
    }

    static func read(bytes: [UInt8], options: ImportOptions = ImportOptions(), name: String = "test.csv") throws(ImportError) -> ImportResult {
        try CSVImporter().importFile(.bytes(bytes, name: name), options: options)
    }

    static func inspect(_ text: String, options: ImportOptions = ImportOptions()) throws(ImportError) -> CSVInspection {
        try CSVImporter().inspect(.bytes(Array(text.utf8), name: "test.csv"), options: options)
    }

    /// The error importing throws; nil when it imports.
    static func error(_ text: String, options: ImportOptions = ImportOptions()) -> ImportError? {
        error(bytes: Array(text.utf8), options: options)
    }

    static func error(bytes: [UInt8], options: ImportOptions = ImportOptions()) -> ImportError? {
        do throws(ImportError) {
            _ = try read(bytes: bytes, options: options)
            return nil
        } catch {
            return error
        }
    }

    static func transactions(_ result: ImportResult) -> [Transaction] { result.statements.flatMap(\.transactions) }

    /// `-12.50 EUR` per transaction, in statement order.
    static func amounts(_ result: ImportResult) -> [String] { transactions(result).map { $0.amount.description } }

    static func options(_ body: (inout ImportOptions) -> Void) -> ImportOptions {
        var o = ImportOptions()
        body(&o)
        return o
    }
}
