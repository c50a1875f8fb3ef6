/// What an importer found wrong with one value, and where: enough to reject its row once the
/// row is complete (a streaming importer reads an amount before it knows the row's end).
struct ValueProblem: Error {
    var reason: Message
    var location: SourceLocation
    var lineText: String?
}
