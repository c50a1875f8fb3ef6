import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The header of an OFX file, and where its body starts (OFX 1.6 §2.2, OFX 2.2 §2.2).
///
/// OFX 1.x files start with `KEY:VALUE` lines (`OFXHEADER:100`, `DATA:OFXSGML`, `VERSION:102`,
/// `ENCODING:USASCII`, `CHARSET:1252`, ...) and an SGML body; OFX 2.x files are XML with an
/// `<?OFX OFXHEADER="200" VERSION="211" ...?>` processing instruction. Real files vary: blank
/// lines, a byte-order mark or comments before the header, no newline between the header and
/// `<OFX>`, the whole file on one line (`OFXHEADER:100DATA:OFXSGMLVERSION:102...<OFX>...`), no
/// header at all. All of these are read.
package struct OFXHeader: Equatable {
    package enum Dialect: String, Equatable {
        /// OFX 1.x: SGML, leaf elements may be left unclosed. Read by `OFXSGMLTokenizer`.
        case sgml
        /// OFX 2.x: well-formed XML. Read by libxml2 (`XMLStreamReader`).
        case xml
    }

    package var dialect: Dialect
    /// `OFXHEADER` (`100`, `200`), when the file has a header.
    package var headerVersion: String?
    /// `VERSION` (`102`, `151`, `160`, `211`, ...).
    package var version: String?
    /// `ENCODING` (`USASCII`, `UTF-8`), for SGML headers.
    package var encoding: String?
    /// `CHARSET` (`1252`, `ISO-8859-1`, `NONE`), for SGML headers.
    package var charset: String?
    /// Where the body starts: the offset of its first `<` (SGML), 0 for XML.
    package var bodyOffset: Int
    /// How the file announces itself, for `inspect` and `identify` (`OFXHEADER:100`, `<?OFX?>`, `<OFX> without header`).
    package var evidence: String
    /// Stray bytes skipped before the header (not a byte-order mark).
    package var junkBytes = 0

    package static let sgmlKeys = ["OFXHEADER", "DATA", "VERSION", "SECURITY", "ENCODING", "CHARSET", "COMPRESSION", "OLDFILEUID", "NEWFILEUID"]

    /// The header of a file whose first bytes are `head`, or nil when it is not OFX.
    package init?(_ head: [UInt8]) {
        var i = 0
        let n = head.count
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        // Blank lines and comments before anything.
        while i < n {
            if OFXValues.isSpace(head[i]) {
                i += 1
            } else if OFXHeader.matches("<!--", head, at: i) {
                guard let end = OFXHeader.find("-->", head, from: i + 4) else { return nil }
                i = end + 3
            } else {
                break
            }
        }
        guard i < n else { return nil }
        // A few stray bytes on the first line (old bank software wrote some before the header): skipped.
        var junk = 0
        if !OFXHeader.matchesIgnoringCase("OFXHEADER", head, at: i), !OFXHeader.matches("<", head, at: i),
            let start = OFXHeader.headerAfterJunk(head, from: i)
        {
            junk = start - i
            i = start
        }
        if OFXHeader.matchesIgnoringCase("OFXHEADER", head, at: i) {
            self.init(sgmlHeader: head, from: i)
        } else if OFXHeader.matches("<?", head, at: i) {
            // XML: an <?xml?> declaration and/or <?OFX?>, then <OFX>.
            guard let ofx = OFXHeader.find("<OFX", head, from: i, ignoringCase: true) else { return nil }
            var attributes: [String: String] = [:]
            if let pi = OFXHeader.find("<?OFX", head, from: i), pi < ofx, let end = OFXHeader.find("?>", head, from: pi) {
                attributes = OFXHeader.attributes(String(decoding: head[(pi + 5)..<end], as: UTF8.self))
            }
            self.init(dialect: .xml, headerVersion: attributes["OFXHEADER"], version: attributes["VERSION"], encoding: nil, charset: nil,
                      bodyOffset: 0, evidence: attributes.isEmpty ? "<?xml?> and <OFX>" : "<?OFX OFXHEADER=\"\(attributes["OFXHEADER"] ?? "")\"?>")
        } else if OFXHeader.matchesIgnoringCase("<OFX>", head, at: i) {
            self.init(dialect: .sgml, headerVersion: nil, version: nil, encoding: nil, charset: nil, bodyOffset: i, evidence: "<OFX> without header")
        } else {
            return nil
        }
        junkBytes = junk
    }

    /// The most stray bytes skipped before `OFXHEADER` or `<OFX>`.
    package static let maxJunk = 16

    /// Where `OFXHEADER` or `<OFX>` starts after at most `maxJunk` stray bytes on the first line (no
    /// line break, no `<`, not text of the header itself), or nil.
    static func headerAfterJunk(_ head: [UInt8], from start: Int) -> Int? {
        var k = start
        while k < head.count, k - start <= maxJunk {
            if k > start, matchesIgnoringCase("OFXHEADER:", head, at: k) || matchesIgnoringCase("<OFX>", head, at: k) { return k }
            let b = head[k]
            if b == 0x0A || b == 0x0D || b == 0x3C || b == 0x3A { return nil }
            k += 1
        }
        return nil
    }

    package init(dialect: Dialect, headerVersion: String?, version: String?, encoding: String?, charset: String?, bodyOffset: Int, evidence: String) {
        self.dialect = dialect
        self.headerVersion = headerVersion
        self.version = version
        self.encoding = encoding
        self.charset = charset
        self.bodyOffset = bodyOffset
        self.evidence = evidence
    }

    /// `KEY:VALUE` pairs up to the first `<`, one per line or run together.
    private init?(sgmlHeader head: [UInt8], from start: Int) {
        var values: [String: String] = [:]
        var i = start
        let n = head.count
        while i < n, head[i] != 0x3C {
            if OFXValues.isSpace(head[i]) {
                i += 1
                continue
            }
            // A key, up to ':'.
            var keyEnd = i
            while keyEnd < n, head[keyEnd] != 0x3A, head[keyEnd] != 0x0A, head[keyEnd] != 0x3C { keyEnd += 1 }
            guard keyEnd < n, head[keyEnd] == 0x3A else { return nil }  // not KEY:VALUE
            let key = String(decoding: head[i..<keyEnd], as: UTF8.self).ofxTrimmed.uppercased()
            // The value, up to the end of the line, a '<', or the next known KEY: run into it.
            var valueEnd = keyEnd + 1
            scan: while valueEnd < n, head[valueEnd] != 0x0A, head[valueEnd] != 0x0D, head[valueEnd] != 0x3C {
                for next in OFXHeader.sgmlKeys
                where OFXHeader.matchesIgnoringCase(next, head, at: valueEnd) && OFXHeader.matches(":", head, at: valueEnd + next.utf8.count) {
                    break scan
                }
                valueEnd += 1
            }
            values[key] = String(decoding: head[(keyEnd + 1)..<valueEnd], as: UTF8.self).ofxTrimmed
            i = valueEnd
        }
        guard i < n else { return nil }  // no body within the first bytes
        self.init(dialect: .sgml, headerVersion: values["OFXHEADER"], version: values["VERSION"], encoding: values["ENCODING"],
                  charset: values["CHARSET"], bodyOffset: i, evidence: "OFXHEADER:\(values["OFXHEADER"] ?? "")")
    }

    package static func attributes(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(text)
        while let eq = rest.firstIndex(of: "=") {
            let key = rest[..<eq].trimmingCharacters(in: " \t\r\n").uppercased()
            var after = rest[rest.index(after: eq)...].drop(while: { $0 == " " })
            guard let quote = after.first, quote == "\"" || quote == "'" else { break }
            after = after.dropFirst()
            guard let close = after.firstIndex(of: quote) else { break }
            result[key] = String(after[..<close])
            rest = after[after.index(after: close)...]
        }
        return result
    }

    /// Whether `bytes` hold `s` at `i` (compared byte by byte, without copying `s`: `find` asks at
    /// every offset of the first 64 KiB).
    package static func matches(_ s: String, _ bytes: [UInt8], at i: Int) -> Bool {
        var k = i
        for u in s.utf8 {
            guard k < bytes.count, bytes[k] == u else { return false }
            k += 1
        }
        return true
    }

    /// `matches` with the bytes' lower-case ASCII letters read as capitals (`s` is in capitals).
    package static func matchesIgnoringCase(_ s: String, _ bytes: [UInt8], at i: Int) -> Bool {
        var k = i
        for u in s.utf8 {
            guard k < bytes.count else { return false }
            let b = bytes[k]
            if (b >= 0x61 && b <= 0x7A ? b - 0x20 : b) != u { return false }
            k += 1
        }
        return true
    }

    package static func find(_ s: String, _ bytes: [UInt8], from start: Int, ignoringCase: Bool = false) -> Int? {
        guard start < bytes.count else { return nil }
        for i in start..<bytes.count where ignoringCase ? matchesIgnoringCase(s, bytes, at: i) : matches(s, bytes, at: i) {
            return i
        }
        return nil
    }
}

extension String {
    /// Without surrounding spaces, tabs and line ends.
    fileprivate var ofxTrimmed: String { Substring(self).trimmingCharacters(in: " \t\r\n") }
}

extension Substring {
    /// Without the characters of `set` at either end (the same characters as before: the text between
    /// the first and the last character not in `set`), found by index instead of building a reversed copy
    /// character by character (3.9% of the `ofx-xml` fuzz target's CPU went there).
    fileprivate func trimmingCharacters(in set: String) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
