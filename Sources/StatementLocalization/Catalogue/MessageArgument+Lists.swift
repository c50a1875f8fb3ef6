/// Lists inside messages.
extension MessageArgument {
    /// `a, b or c` in the reader's language (`list.or`: `a, b ou c`); one item alone as it is.
    public static func orList(_ items: [String]) -> MessageArgument {
        guard let last = items.last, items.count > 1 else { return .text(items.first ?? "") }
        return .message(Message("list.or", ["items": .text(items.dropLast().joined(separator: ", ")), "last": .text(last)]))
    }
}
