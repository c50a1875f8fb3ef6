import Foundation

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

/// Imports text or bytes held in memory, as a file named `name`.
func importText(_ text: String, with importer: some StatementImporter, name: String = "test") throws(ImportError) -> ImportResult {
    try importer.importFile(.bytes(Array(text.utf8), name: name))
}

func importBytes(_ bytes: [UInt8], with importer: some StatementImporter, name: String = "test") throws(ImportError) -> ImportResult {
    try importer.importFile(.bytes(bytes, name: name))
}

/// The error an import throws, or nil when it succeeds.
func importError(_ body: () throws(ImportError) -> ImportResult) -> ImportError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

extension ImportResult {
    var transactions: [Transaction] { statements.flatMap(\.transactions) }
    /// `key=value` for each thing the importer detected, in order.
    var detected: [String] { record.detected.map { "\($0.name)=\($0.value)" } }
}

/// An amount from its plain text, for expectations.
func amount(_ text: String) -> Amount { Amount(exactly: text)! }

/// The 1-based line and column (in characters) where `needle` first occurs in `text`, moved
/// `plus` characters right.
func position(of needle: String, in text: String, plus: Int = 0) -> (line: Int, column: Int) {
    guard let range = text.range(of: needle) else { return (0, 0) }
    let before = text[..<range.lowerBound]
    let line = before.reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(where: { $0 == "\n" || $0 == "\r\n" }).map { before.index(after: $0) } ?? before.startIndex
    return (line, before[lineStart...].count + 1 + plus)
}

func location(of needle: String, in text: String, plus: Int = 0, file: String = "test") -> SourceLocation {
    let p = position(of: needle, in: text, plus: plus)
    return SourceLocation(file: file, line: p.line, column: p.column)
}
