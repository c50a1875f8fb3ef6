#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import CLibXML2

/// A forward-only, safe reader of one XML document over libxml2's streaming `xmlTextReader`:
/// memory stays flat however large the file, because nodes are freed as the reader moves on.
///
/// Safety rules (whatever the document says):
/// - Options are `XML_PARSE_NONET | XML_PARSE_BIG_LINES` only: never `NOENT`, `DTDLOAD`,
///   `DTDATTR`, `DTDVALID`, `XINCLUDE` or `HUGE`, so no entity is substituted, nothing is fetched,
///   and libxml2's own limits (10 MB per text node, 256 levels of nesting) stay on.
/// - A document type declaration is refused before libxml2 sees it (the prolog is scanned from the
///   first bytes), and again if libxml2 ever reports a DTD node; an entity reference is refused.
/// - libxml2's messages are captured with a structured error handler; nothing is printed.
///
/// Encoding: the document's declaration is honoured, but when a document that says UTF-8 (or says
/// nothing) holds bytes that are not UTF-8, it is read as Windows-1252, and when a document that
/// claims a single-byte charset holds UTF-8, it is read as UTF-8. The evidence is the first
/// non-ASCII sequence. `encoding` tells which reading was taken.
final class XMLStreamReader {
    /// What the reader stopped on.
    enum Node: Equatable {
        /// A start tag (`localName`, `isEmptyElement`; `attribute(_:)`).
        case element
        /// An end tag (`localName`). Not reported for empty elements (`<a/>`).
        case endElement
        /// Character data or a CDATA section (`text`). Whitespace between elements is not reported.
        case text
        /// A processing instruction (`localName` is its target, `text` its content).
        case processingInstruction
    }

    let file: String
    /// The encoding the bytes are read in (`utf-8`, `windows-1252`, or what the declaration says).
    let encoding: String
    private let reader: xmlTextReaderPtr
    private let input: XMLInput

    /// Opens `input` for reading. `head` is the file's first bytes (as `InputFile.head()` gives
    /// them), used to scan the prolog and to choose the encoding. `scanProlog: false` leaves DTD
    /// detection to libxml2 alone (for tests of that second line of defence).
    init(_ input: InputFile, head: [UInt8], scanProlog: Bool = true) throws(ImportError) {
        XMLStreamReader.initializeLibrary
        self.file = input.name
        if scanProlog { try XMLStreamReader.checkProlog(head, file: input.name) }
        let plan = XMLStreamReader.encodingPlan(head)
        self.encoding = plan.name
        self.input = XMLInput(try ChunkReader(input), transcode: plan.transcode, file: input.name, size: input.size)
        let context = Unmanaged.passUnretained(self.input).toOpaque()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
            | (plan.force != nil ? Int32(XML_PARSE_IGNORE_ENC.rawValue) : 0)
        let created: xmlTextReaderPtr? = plan.force.map { name in
            name.withCString { xmlReaderForIO(xmlStreamRead, nil, context, nil, $0, options) }
        } ?? xmlReaderForIO(xmlStreamRead, nil, context, nil, nil, options)
        guard let created else {
            throw ImportError(.unreadable, Message("input.unreadable", ["file": .text(input.name), "reason": "libxml2"]),
                              at: SourceLocation(file: input.name))
        }
        self.reader = created
        xmlTextReaderSetStructuredErrorHandler(reader, xmlStreamError, context)
    }

    deinit {
        xmlFreeTextReader(reader)
    }

    private static let initializeLibrary: Void = { xmlInitParser() }()

    // MARK: Reading

    /// Elements open, as far as the reader has gone (to tell a cut document from extra content).
    private var depth = 0

    /// Moves to the next node worth reporting; nil at the end of the document.
    func read() throws(ImportError) -> Node? {
        while true {
            let status = xmlTextReaderRead(reader)
            if let error = input.failure { throw error }
            if status == 0 { return nil }
            if status < 0 { throw truncation() ?? input.firstError.map(error(from:)) ?? genericError() }
            switch xmlTextReaderNodeType(reader) {
            case 1:
                isEmptyElement = xmlTextReaderIsEmptyElement(reader) == 1
                if !isEmptyElement { depth += 1 }
                return .element
            case 15:
                depth -= 1
                return .endElement
            case 3, 4: return .text
            case 7: return .processingInstruction
            case 5:
                throw ImportError(.refused, Message("xml.entityReference", ["name": .text(String(cString: xmlTextReaderConstName(reader)))]),
                                  at: location(line: line, column: 0), lineText: lineText(line))
            case 10:
                throw ImportError(.refused, Message("xml.doctype"), at: location(line: line, column: 0), lineText: lineText(line))
            default: continue  // whitespace, comments, the XML declaration, end of entity
            }
        }
    }

    /// The local name of the current element (no prefix), interned: equal names have equal
    /// pointers, so it can be compared with `intern(_:)`'s result.
    var localName: UnsafePointer<xmlChar> { xmlTextReaderConstLocalName(reader) }

    /// The current element's name as text.
    var name: String { String(cString: xmlTextReaderConstLocalName(reader)) }

    /// Whether the current element is written `<a/>` (no end tag follows).
    private(set) var isEmptyElement = false

    /// The current text node's UTF-8 bytes, valid until the next `read()`.
    var text: UnsafeBufferPointer<UInt8> {
        guard let value = xmlTextReaderConstValue(reader) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: value, count: strlen(value))
    }

    /// The value of the current element's attribute `name`, if present.
    func attribute(_ name: String) -> String? {
        guard let value = xmlTextReaderGetAttribute(reader, name) else { return nil }
        defer { statementreport_xmlFree(value) }
        return String(cString: value)
    }

    /// The dictionary's copy of `name`, for pointer comparison with `localName`.
    func intern(_ name: String) -> UnsafePointer<xmlChar> { xmlTextReaderConstString(reader, name) }

    /// The 1-based line of the current node.
    var line: Int { Int(xmlGetLineNo(xmlTextReaderCurrentNode(reader))) }

    // MARK: Locations

    func location(line: Int, column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The text of line `line`, while it is still among the last bytes read; nil for a line longer
    /// than `maxLineText` bytes (a document on one line) or one already forgotten.
    func lineText(_ line: Int) -> String? { input.lineText(line) }

    /// The 1-based column (in characters) of the `occurrence`-th (0-based) start tag named
    /// `qualifiedName` on line `line`, just after its `>`: where the element's value starts.
    func valueColumn(line: Int, qualifiedName: String, occurrence: Int, atValue: Bool = true) -> Int {
        input.valueColumn(line: line, name: Array(qualifiedName.utf8), occurrence: occurrence, atValue: atValue)
    }

    /// The namespace of the current element, if it has one.
    var namespaceURI: String? { xmlTextReaderConstNamespaceUri(reader).map { String(cString: $0) } }

    /// The current element's name with its prefix (`camt:Amt`), as written.
    var qualifiedName: String { String(cString: xmlTextReaderConstName(reader)) }

    /// When the file ends with elements still open, libxml2 says "Extra content at the end of
    /// the document" or "Premature end of data": say instead which element is left open.
    private func truncation() -> ImportError? {
        // An error on the file's last line, with elements open, is the end of the file cutting them off.
        guard depth > 0, input.atEnd, let captured = input.firstError,
            captured.kind == .truncated || captured.kind == .malformed && captured.line >= input.lastLine
        else { return nil }
        // The element the parser was in when the input ran out (the reader's own cursor lags behind).
        guard let open = captured.openElement else { return nil }
        // Point just after the last character of the file.
        let line = input.lastLine
        let text = lineText(line)
        var column = captured.column
        if let text { column = text.count - text.reversed().prefix(while: { $0 == " " || $0 == "\t" }).count + 1 }
        return ImportError(.malformed, Message("xml.truncatedInside", ["element": .text(open.name), "line": .text(String(open.line))]),
                           at: location(line: line, column: column), lineText: text)
    }

    private func genericError() -> ImportError {
        let line = Int(xmlTextReaderGetParserLineNumber(reader))
        return ImportError(.malformed, Message("xml.malformed", ["detail": "libxml2"]), at: location(line: line, column: 0), lineText: lineText(line))
    }

    private func error(from captured: XMLInput.CapturedError) -> ImportError {
        let at = location(line: captured.line, column: captured.column)
        let text = lineText(captured.line)
        let detail = captured.message
        switch captured.kind {
        case .entity:
            // libxml2 points just after the reference: point at its '&'.
            var at = at
            if let text, at.column > 1 {
                let before = Array(text.prefix(at.column - 1))
                if let amp = before.lastIndex(of: "&") { at.column = amp + 1 }
            }
            return ImportError(.refused, Message("xml.entity", ["detail": .text(detail)]), at: at, lineText: text)
        case .limit: return ImportError(.limit, Message("xml.limit", ["detail": .text(detail)]), at: at, lineText: text)
        case .truncated: return ImportError(.malformed, Message("xml.truncated", ["detail": .text(detail)]), at: at, lineText: text)
        case .malformed: return ImportError(.malformed, Message("xml.malformed", ["detail": .text(detail)]), at: at, lineText: text)
        }
    }

    // MARK: Prolog and encoding, from the first bytes

    /// Refuses a document type declaration in the prolog (before the root element). Comments,
    /// processing instructions and whitespace are skipped; a prolog that does not end within the
    /// first bytes is refused too (a real document's prolog is a few lines).
    static func checkProlog(_ head: [UInt8], file: String) throws(ImportError) {
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

    struct EncodingPlan: Equatable {
        /// What `encoding` reports.
        var name: String
        /// An encoding to force on libxml2 instead of the declaration's.
        var force: String?
        /// Whether the bytes are converted from Windows-1252 before libxml2 reads them
        /// (`nil`: decide at the first non-ASCII byte).
        var transcode: Bool?
    }

    /// Which reading of the bytes to take, from the XML declaration and the first non-ASCII bytes.
    static func encodingPlan(_ head: [UInt8]) -> EncodingPlan {
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
    static func declaredEncoding(_ head: [UInt8]) -> String? {
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

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }

    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }

    static func lineTextOf(line: Int, in bytes: [UInt8]) -> String? {
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

/// Values by interned element name: libxml2 gives every name of a document as a pointer into its
/// dictionary, so a small open-addressing table keyed by that pointer finds a tag without hashing
/// or comparing the name.
struct InternedNameTable<Value> {
    private var keys: [UnsafeRawPointer?]
    private var values: [Value?]
    private var count = 0

    init() {
        keys = [UnsafeRawPointer?](repeating: nil, count: 256)
        values = [Value?](repeating: nil, count: 256)
    }

    @inline(__always) private func slot(_ key: UnsafeRawPointer, _ mask: Int) -> Int {
        let bits = UInt(bitPattern: key)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 12)) & mask
    }

    subscript(key: UnsafeRawPointer) -> Value? {
        get {
            let mask = keys.count - 1
            var i = slot(key, mask)
            while let k = keys[i] {
                if k == key { return values[i] }
                i = (i + 1) & mask
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            let mask = keys.count - 1
            var i = slot(key, mask)
            while let k = keys[i], k != key { i = (i + 1) & mask }
            if keys[i] == nil { count += 1 }
            keys[i] = key
            values[i] = newValue
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UnsafeRawPointer?](repeating: nil, count: oldKeys.count * 2)
        values = [Value?](repeating: nil, count: oldKeys.count * 2)
        count = 0
        for (k, v) in zip(oldKeys, oldValues) { if let k, let v { self[k] = v } }
    }
}

// MARK: - Input callbacks

/// libxml2's read callback: hands out the bytes of the current chunk.
private let xmlStreamRead: xmlInputReadCallback = { context, buffer, length in
    guard let context, let buffer, length > 0 else { return -1 }
    let input = Unmanaged<XMLInput>.fromOpaque(context).takeUnretainedValue()
    return Int32(input.serve(UnsafeMutableRawPointer(buffer), Int(length)))
}

/// libxml2's structured error handler: keeps the first error, prints nothing.
private let xmlStreamError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    let input = Unmanaged<XMLInput>.fromOpaque(context).takeUnretainedValue()
    input.capture(error.pointee)
}

/// The state shared with libxml2's callbacks: the file being read in chunks, the last two
/// chunks (for showing the line of an error), and the first error libxml2 reported.
final class XMLInput {
    static let chunkSize = 1 << 20
    /// Longest line returned as `lineText` (a document on one line has none).
    static let maxLineText = 1_000

    struct CapturedError {
        enum Kind { case malformed, entity, limit, truncated }
        var kind: Kind
        var message: String
        var line: Int
        var column: Int
        /// The innermost element open in the parser when the error came.
        var openElement: (name: String, line: Int)?
        var fatal = true
    }

    let source: ChunkReader
    let file: String
    /// nil: not decided yet (only ASCII so far); true: convert Windows-1252 to UTF-8.
    var transcode: Bool?
    var firstError: CapturedError?
    /// A failure of our own (reading the file), reported by `read()`.
    var failure: ImportError?

    /// The last two chunks as libxml2 got them (converted to UTF-8 when transcoding), with their
    /// byte counts: `previous` then `current` are consecutive bytes of the document.
    private var current: [UInt8]
    private var previous: [UInt8]
    private var currentCount = 0
    private var previousCount = 0
    /// Windows-1252 bytes before conversion.
    private var raw: [UInt8] = []
    private var served = 0
    /// 1-based line numbers of the first byte of `current` and `previous`.
    private var currentLine = 1
    private var previousLine = 1
    private(set) var atEnd = false
    /// The line of the file's last byte that is not blank, once `atEnd`.
    private(set) var lastLine = 1

    /// The bytes read at a time: `XMLInput.chunkSize`, or less for a smaller file (a small file does not
    /// need megabytes of buffers).
    let chunkSize: Int

    init(_ source: ChunkReader, transcode: Bool?, file: String, size: Int? = nil) {
        self.source = source
        self.transcode = transcode
        self.file = file
        self.chunkSize = min(XMLInput.chunkSize, max(size.map { $0 + 1 } ?? XMLInput.chunkSize, 1 << 16))
        // A converted chunk takes at most three bytes per byte.
        self.current = [UInt8](repeating: 0, count: 3 * chunkSize)
        self.previous = [UInt8](repeating: 0, count: 3 * chunkSize)
    }

    /// Copies up to `length` bytes into libxml2's buffer; 0 at the end, -1 on a read error.
    func serve(_ buffer: UnsafeMutableRawPointer, _ length: Int) -> Int {
        if served == currentCount {
            if atEnd { return 0 }
            do throws(ImportError) { try load() } catch {
                failure = error
                return -1
            }
            if currentCount == 0 { return 0 }
        }
        let n = min(length, currentCount - served)
        current.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress! + served, byteCount: n) }
        served += n
        return n
    }

    private func load() throws(ImportError) {
        let newlines = current.withUnsafeBufferPointer { XMLInput.countNewlines(UnsafeBufferPointer(rebasing: $0[0..<currentCount])) }
        swap(&previous, &current)
        previousCount = currentCount
        previousLine = currentLine
        currentLine += newlines
        currentCount = 0
        served = 0
        var count = 0
        var readFailure: ImportError?
        if transcode == true {
            if raw.isEmpty { raw = [UInt8](repeating: 0, count: chunkSize) }
            raw.withUnsafeMutableBytes { b in
                do throws(ImportError) { count = try source.read(into: b) } catch { readFailure = error }
            }
        } else {
            current.withUnsafeMutableBytes { b in
                do throws(ImportError) { count = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: b[0..<chunkSize])) } catch {
                    readFailure = error
                }
            }
        }
        if let readFailure { throw readFailure }
        if count == 0 {
            atEnd = true
            lastLine = previous.withUnsafeBufferPointer { XMLInput.lineOfLastContent(UnsafeBufferPointer(rebasing: $0[0..<previousCount]), firstLine: previousLine) }
            return
        }
        if transcode == nil {
            switch current.withUnsafeBufferPointer({ Windows1252.evidence(UnsafeBufferPointer(rebasing: $0[0..<count])) }) {
            case .ascii: break
            case .utf8: transcode = false
            case .singleByte:
                // From the first chunk with non-ASCII bytes on: convert (ASCII is the same in both).
                transcode = true
                raw = Array(current[0..<count]) + [UInt8](repeating: 0, count: chunkSize - count)
            }
        }
        if transcode == true {
            var out = 0
            current.withUnsafeMutableBufferPointer { dest in
                for i in 0..<count {
                    let b = raw[i]
                    if b < 0x80 {
                        dest[out] = b
                        out += 1
                        continue
                    }
                    let c = Windows1252.scalar(b)
                    if c < 0x800 {
                        dest[out] = UInt8(0xC0 | (c >> 6))
                        dest[out + 1] = UInt8(0x80 | (c & 0x3F))
                        out += 2
                    } else {
                        dest[out] = UInt8(0xE0 | (c >> 12))
                        dest[out + 1] = UInt8(0x80 | ((c >> 6) & 0x3F))
                        dest[out + 2] = UInt8(0x80 | (c & 0x3F))
                        out += 3
                    }
                }
            }
            currentCount = out
        } else {
            currentCount = count
        }
    }

    static func countNewlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard var p = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
        let end = p + bytes.count
        var n = 0
        while p < end, let hit = memchr(p, 0x0A, end - p) {
            n += 1
            p = UnsafeRawPointer(hit) + 1
        }
        return n
    }

    /// The line of the last byte that is not blank in `bytes`, whose first byte is on `firstLine`.
    static func lineOfLastContent(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int) -> Int {
        guard let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else { return firstLine }
        return firstLine + countNewlines(UnsafeBufferPointer(rebasing: bytes[..<last]))
    }

    func capture(_ error: xmlError) {
        // Warnings (level 1) are not failures. Keep the first fatal error (the one that stops the
        // parser), else the first error (a namespace error lets libxml2 go on).
        let fatal = error.level.rawValue >= XML_ERR_FATAL.rawValue
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue, firstError == nil || fatal && firstError?.fatal == false else { return }
        var message = error.message.map { String(cString: $0) } ?? "error \(error.code)"
        while message.last == "\n" || message.last == " " { message.removeLast() }
        let code = Int(error.code)
        let kind: CapturedError.Kind
        let lowered = message.lowercased()
        if XMLInput.entityCodes.contains(code) || lowered.contains("entity") {
            kind = .entity
        } else if lowered.contains("huge") || lowered.contains("excessive") || lowered.contains("xml_parse_huge") || code == Int(XML_ERR_NAME_TOO_LONG.rawValue) {
            kind = .limit
        } else if lowered.contains("premature end") {
            kind = .truncated
        } else {
            kind = .malformed
        }
        var open: (String, Int)? = nil
        if error.domain == Int32(XML_FROM_PARSER.rawValue), let context = error.ctxt,
            let node = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee.node, node.pointee.type == XML_ELEMENT_NODE,
            let name = node.pointee.name
        {
            open = (String(cString: name), Int(xmlGetLineNo(node)))
        }
        firstError = CapturedError(kind: kind, message: message, line: Int(error.line), column: Int(error.int2), openElement: open, fatal: fatal)
    }

    static let entityCodes: Set<Int> = [
        Int(XML_ERR_UNDECLARED_ENTITY.rawValue), Int(XML_WAR_UNDECLARED_ENTITY.rawValue), Int(XML_ERR_ENTITY_LOOP.rawValue),
        Int(XML_ERR_ENTITY_BOUNDARY.rawValue), Int(XML_ERR_UNPARSED_ENTITY.rawValue),
        Int(XML_ERR_ENTITY_IS_EXTERNAL.rawValue), Int(XML_ERR_ENTITY_IS_PARAMETER.rawValue), Int(XML_ERR_ENTITYREF_NO_NAME.rawValue),
    ]

    // MARK: Lines still in memory

    /// The bytes of line `line` if it lies in the last two chunks (start of line included).
    private func lineBytes(_ line: Int) -> [UInt8]? {
        guard line >= previousLine else { return nil }
        // `previous` then `current` are consecutive bytes of the file; `previousLine` is the line
        // of the first byte of `previous`.
        var number = previousLine
        var collected: [UInt8] = []
        for part in [previous[0..<previousCount], current[0..<currentCount]] {
            for b in part {
                if b == 0x0A {
                    if number == line { return collected }
                    number += 1
                    if number > line { return nil }
                } else if number == line {
                    collected.append(b)
                    if collected.count > XMLInput.maxLineText { return nil }
                }
            }
        }
        return number == line ? collected : nil
    }

    func lineText(_ line: Int) -> String? {
        guard var bytes = lineBytes(line) else { return nil }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    func valueColumn(line: Int, name: [UInt8], occurrence: Int, atValue: Bool = true) -> Int {
        guard let bytes = lineBytes(line) else { return 0 }
        var seen = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x3C, i + 1 + name.count <= bytes.count, Array(bytes[(i + 1)..<(i + 1 + name.count)]) == name,
                i + 1 + name.count == bytes.count || [0x20, 0x3E, 0x2F, 0x09].contains(bytes[i + 1 + name.count])
            {
                if seen == occurrence {
                    if !atValue { return String(decoding: bytes[0..<i], as: UTF8.self).count + 1 }
                    var j = i + 1 + name.count
                    while j < bytes.count, bytes[j] != 0x3E { j += 1 }
                    return String(decoding: bytes[0..<min(j + 1, bytes.count)], as: UTF8.self).count + 1
                }
                seen += 1
            }
            i += 1
        }
        return 0
    }
}
