import StatementLocalization
import StatementModel

/// The prolog and the encoding, decided from the file's first bytes before libxml2 sees them.
extension XMLStreamReader {
    // MARK: Prolog and encoding, from the first bytes

    /// Refuses a document type declaration in the prolog (before the root element). Comments,
    /// processing instructions and whitespace are skipped; a prolog that does not end within the
    /// first bytes is refused too (a real document's prolog is a few lines).
    package static func checkProlog(_ head: [UInt8], file: String) throws(ImportError) {
        var bytes = head
        // UTF-16 with a byte-order mark: look at the low bytes only.
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
            let low = head[0] == 0xFF ? 0 : 1
            bytes = stride(from: 2 + low, to: head.count, by: 2).map { head[$0] }
        } else if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        var i = 0
        let n = bytes.count
        func starts(_ s: String, at j: Int) -> Bool {
            let u = Array(s.utf8)
            return j + u.count <= n && Array(bytes[j..<(j + u.count)]) == u
        }
        while i < n {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                i += 1
            } else if starts("<?", at: i) {
                guard let end = find([0x3F, 0x3E], in: bytes, from: i + 2) else { break }
                i = end + 2
            } else if starts("<!--", at: i) {
                guard let end = find([0x2D, 0x2D, 0x3E], in: bytes, from: i + 4) else { break }
                i = end + 3
            } else if starts("<!", at: i) {
                // <!DOCTYPE (any case), or any other declaration: there is no safe one in a prolog.
                let (line, column) = position(of: i, in: bytes)
                throw ImportError(.refused, Message("xml.doctype"), at: SourceLocation(file: file, line: line, column: column),
                                  lineText: lineTextOf(line: line, in: bytes))
            } else {
                return  // the root element (or something libxml2 will report)
            }
        }
        if head.count >= 65_536 {
            throw ImportError(.limit, Message("xml.longProlog"), at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    package struct EncodingPlan: Equatable {
        /// What `encoding` reports.
        package var name: String
        /// An encoding to force on libxml2 instead of the declaration's.
        package var force: String?
        /// Whether the bytes are converted from Windows-1252 before libxml2 reads them
        /// (`nil`: decide at the first non-ASCII byte).
        package var transcode: Bool?
    }

    /// Which reading of the bytes to take, from the XML declaration and the first non-ASCII bytes.
    package static func encodingPlan(_ head: [UInt8]) -> EncodingPlan {
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return EncodingPlan(name: "utf-16", transcode: false) }
        let declared = declaredEncoding(head)?.lowercased()
        let evidence = head.withUnsafeBufferPointer { Windows1252.evidence($0) }
        let saysUTF8 = declared == nil || declared == "utf-8" || declared == "utf8"
        let singleByte: Set<String> = ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "windows-1252", "cp1252", "us-ascii", "ascii", "iso-8859-15"]
        if saysUTF8 {
            switch evidence {
            case .ascii: return EncodingPlan(name: "utf-8", transcode: nil)
            case .utf8: return EncodingPlan(name: "utf-8", transcode: false)
            case .singleByte: return EncodingPlan(name: "windows-1252", transcode: true)
            }
        }
        if let declared, singleByte.contains(declared), evidence == .utf8 {
            return EncodingPlan(name: "utf-8", force: "UTF-8", transcode: false)
        }
        return EncodingPlan(name: declared ?? "utf-8", transcode: false)
    }

    /// The `encoding` pseudo-attribute of the XML declaration, if any.
    package static func declaredEncoding(_ head: [UInt8]) -> String? {
        var start = 0
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard head.count >= start + 5, Array(head[start..<(start + 5)]) == Array("<?xml".utf8),
            let end = find([0x3F, 0x3E], in: head, from: start)
        else { return nil }
        let declaration = String(decoding: head[start..<end], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[range.upperBound...].drop(while: { $0 == " " || $0 == "=" || $0 == "\t" })
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        return String(rest.prefix(while: { $0 != quote }))
    }

    package static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }

    package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }

    package static func lineTextOf(line: Int, in bytes: [UInt8]) -> String? {
        var current = 1
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            if current == line { break }
            current += 1
            start = i + 1
        }
        guard current == line else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        guard end - start <= XMLInput.maxLineText else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
