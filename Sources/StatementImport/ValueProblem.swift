import StatementLocalization
import StatementModel

/// What an importer found wrong with one value, and where: enough to reject its row once the
/// row is complete (a streaming importer reads an amount before it knows the row's end).
package struct ValueProblem: Error {
    package var reason: Message
    package var location: SourceLocation
    package var lineText: String?
    package init(reason: Message, location: SourceLocation, lineText: String? = nil) {
        self.reason = reason
        self.location = location
        self.lineText = lineText
    }
}
