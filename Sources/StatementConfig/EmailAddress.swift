import StatementImport
import StatementLocalization
import StatementModel

/// A mailbox: an address (`camille@example.org`) and an optional display name
/// (`Camille Martin <camille@example.org>`).
///
/// Addresses are checked as RFC 5322 `addr-spec`s in ASCII: a dot-atom local part (or a quoted
/// string), `@`, and a domain of letters, digits and hyphens (or an `[IPv4]` literal). Non-ASCII
/// addresses are refused (not every server takes SMTPUTF8): write an IDN domain in its `xn--` form.
/// Line breaks are refused everywhere, so nothing given on the command line can add a header.
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
    public var displayName: String?
    /// The `addr-spec`: `local@domain`.
    public var address: String

    public init(_ address: String, displayName: String? = nil) throws(EmailError) {
        try EmailAddress.check(address)
        if let displayName, displayName.contains(where: { $0.isNewline || $0 == "\0" }) {
            throw EmailError(Message("email.lineBreak", ["text": .text(displayName)]))
        }
        self.address = address
        self.displayName = displayName.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The domain part (what a Message-ID is made under).
    public var domain: String { String(address[address.index(after: address.lastIndex(of: "@")!)...]) }

    /// `Name <address>` or the address alone, as a person writes it.
    public var description: String { displayName.map { "\($0) <\(address)>" } ?? address }

    // MARK: - Parsing

    /// One mailbox as written on a command line or in the configuration: `a@example.org`,
    /// `Camille Martin <a@example.org>`, `"Martin, Camille" <a@example.org>`.
    public init(parsing text: String) throws(EmailError) {
        let trimmed = text.trimmingSpaces
        if trimmed.contains(where: { $0.isNewline || $0 == "\0" }) {
            throw EmailError(Message("email.lineBreak", ["text": .text(trimmed)]))
        }
        guard trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") else {
            try self.init(trimmed)
            return
        }
        let address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        var name = String(trimmed[..<open]).trimmingSpaces
        if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") {
            var unquoted = ""
            var escaped = false
            for c in name.dropFirst().dropLast() {
                if escaped || c != "\\" { unquoted.append(c); escaped = false } else { escaped = true }
            }
            name = unquoted
        }
        try self.init(address, displayName: name)
    }

    /// Several mailboxes separated by commas (a comma inside quotes or `<...>` does not separate).
    public static func list(parsing text: String) throws(EmailError) -> [EmailAddress] {
        var items: [String] = []
        var current = ""
        var quoted = false, angle = false, escaped = false
        for c in text {
            if escaped { current.append(c); escaped = false; continue }
            switch c {
            case "\\" where quoted: escaped = true
            case "\"": quoted.toggle()
            case "<" where !quoted: angle = true
            case ">" where !quoted: angle = false
            case "," where !quoted && !angle:
                items.append(current)
                current = ""
                continue
            default: break
            }
            current.append(c)
        }
        items.append(current)
        var result: [EmailAddress] = []
        for item in items where !item.trimmingSpaces.isEmpty {
            result.append(try EmailAddress(parsing: item))
        }
        if result.isEmpty { throw EmailError(Message("email.noAddress", ["text": .text(text)])) }
        return result
    }

    // MARK: - Checking

    package static func check(_ address: String) throws(EmailError) {
        func refuse(_ why: String) -> EmailError {
            EmailError(Message("email.badAddress", ["address": .text(address), "reason": .message(Message("email.why." + why))]))
        }
        guard address.unicodeScalars.allSatisfy(\.isASCII) else { throw refuse("nonASCII") }
        guard let at = address.utf8.lastIndex(of: UInt8(ascii: "@")) else { throw refuse("noAt") }
        let local = Array(address.utf8[..<at]), domain = Array(address.utf8[address.utf8.index(after: at)...])
        guard !local.isEmpty else { throw refuse("noLocal") }
        guard local.count <= 64 else { throw refuse("localTooLong") }
        guard !domain.isEmpty else { throw refuse("noDomain") }
        guard address.utf8.count <= 254 else { throw refuse("tooLong") }
        if local.first == UInt8(ascii: "\"") {
            guard local.count >= 2, local.last == UInt8(ascii: "\""),
                quotedStringIsValid(local.dropFirst().dropLast())
            else { throw refuse("badLocal") }
        } else if !isDotAtom(local) {
            throw refuse("badLocal")
        }
        if domain.first == UInt8(ascii: "[") {
            guard domain.last == UInt8(ascii: "]"), isIPv4(domain.dropFirst().dropLast()) else { throw refuse("badDomain") }
        } else {
            guard domain.count <= 253, isHostName(domain) else { throw refuse("badDomain") }
        }
    }

    /// RFC 5322 `atext`: letters, digits and ``!#$%&'*+-/=?^_`{|}~``.
    package static func isAtext(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return Array("!#$%&'*+-/=?^_`{|}~".utf8).contains(b)
        }
    }

    private static func isDotAtom(_ bytes: [UInt8]) -> Bool {
        bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && $0.allSatisfy(isAtext) }
    }

    private static func quotedStringIsValid(_ bytes: ArraySlice<UInt8>) -> Bool {
        var escaped = false
        for b in bytes {
            guard b >= 0x20, b < 0x7F else { return false }
            if escaped { escaped = false; continue }
            if b == UInt8(ascii: "\\") { escaped = true; continue }
            if b == UInt8(ascii: "\"") { return false }
        }
        return !escaped
    }

    private static func isHostName(_ bytes: [UInt8]) -> Bool {
        let labels = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { b in
                    (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == UInt8(ascii: "-")
                }
        }
    }

    private static func isIPv4(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { p in
            !p.isEmpty && p.count <= 3 && p.allSatisfy { (0x30...0x39).contains($0) }
                && Int(String(decoding: p, as: UTF8.self))! <= 255
        }
    }
}

/// Why an address, a subject or an email setting cannot be used.
public struct EmailError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: Message
    public init(_ message: Message) { self.message = message }
    public var description: String { message.description }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
