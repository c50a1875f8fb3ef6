import StatementConfig

extension EmailAddress {
    /// The mailbox as it goes into a header: the name plain, quoted, or as encoded words.
    public var headerPieces: [String] {
        guard let name = displayName else { return [address] }
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        let phrase: [String]
        if words.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(EmailAddress.isAtext) }) {
            phrase = words.map(String.init)
        } else if EncodedWord.isPlain(name) {
            var quoted = "\""
            for c in name {
                if c == "\"" || c == "\\" { quoted += "\\" }
                quoted.append(c)
            }
            phrase = [quoted + "\""]
        } else {
            phrase = EncodedWord.encode(name)
        }
        return phrase + ["<\(address)>"]
    }
}
