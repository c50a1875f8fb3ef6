#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import CLibXML2
import Foundation
import StatementLocalization
import StatementModel

/// A forward-only, safe reader of one XML document over libxml2's SAX2 push parser: the file is
/// pushed to libxml2 64 KB at a time and what it reports (start and end tags, character data,
/// processing instructions) is queued as nodes, which `read()` hands out one by one. No tree is
/// built: memory stays flat however large the file, and libxml2 does about half the work of its
/// `xmlTextReader` (which builds and frees a node for everything). The nodes are the ones
/// `xmlTextReader` gives: consecutive character data is one text node (and CDATA sections one
/// node of their own), text that is only whitespace is not reported, `<a/>` has no end node.
///
/// Safety rules (whatever the document says):
/// - Options are `XML_PARSE_NONET | XML_PARSE_BIG_LINES` only: never `NOENT`, `DTDLOAD`,
///   `DTDATTR`, `DTDVALID`, `XINCLUDE` or `HUGE`, so no entity is substituted and nothing is fetched;
///   no entity lookup callback is given, so libxml2 knows no entity but the five predefined ones.
///   The limits libxml2's tree builder applies are applied here (10,000,000 bytes per text node,
///   256 levels of nesting); the parser's own limits (names, attribute values) stay on.
/// - A document type declaration is refused before libxml2 sees it (the prolog is scanned from the
///   first bytes), and again if libxml2 ever reports one (parsing stops there); an entity
///   reference is refused.
/// - libxml2's messages are captured with a structured error handler; nothing is printed.
///
/// Encoding: the document's declaration is honoured, but when a document that says UTF-8 (or says
/// nothing) holds bytes that are not UTF-8, it is read as Windows-1252, and when a document that
/// claims a single-byte charset holds UTF-8, it is read as UTF-8. The evidence is the first
/// non-ASCII sequence. `encoding` tells which reading was taken.
package final class XMLStreamReader {
    /// What the reader stopped on.
    package enum Node: Equatable {
        /// A start tag (`localName`, `isEmptyElement`; `attribute(_:)`).
        case element
        /// An end tag (`localName`). Not reported for empty elements (`<a/>`).
        case endElement
        /// Character data or a CDATA section (`text`). Whitespace between elements is not reported.
        case text
        /// A processing instruction (`localName` is its target, `text` its content).
        case processingInstruction
    }

    package let file: String
    /// The encoding the bytes are read in (`utf-8`, `windows-1252`, or what the declaration says).
    package let encoding: String
    private let input: XMLInput

    /// The text node limit and the nesting limit of libxml2's tree builder (without `XML_PARSE_HUGE`).
    package static let maxTextLength = 10_000_000
    package static let maxDepth = 256
    /// Bytes pushed to libxml2 at a time.
    package static let sliceSize = 1 << 16

    /// Opens `input` for reading. `head` is the file's first bytes (as `InputFile.head()` gives
    /// them), used to scan the prolog and to choose the encoding. `scanProlog: false` leaves DTD
    /// detection to libxml2 alone (for tests of that second line of defence).
    package init(_ input: InputFile, head: [UInt8], scanProlog: Bool = true) throws(ImportError) {
        XMLStreamReader.initializeLibrary
        self.file = input.name
        if scanProlog { try XMLStreamReader.checkProlog(head, file: input.name) }
        let plan = XMLStreamReader.encodingPlan(head)
        self.encoding = plan.name
        self.input = XMLInput(try ChunkReader(input), transcode: plan.transcode, file: input.name, size: input.size)
        slice = .allocate(byteCount: XMLStreamReader.sliceSize, alignment: 16)
        queue = .allocate(capacity: 1)
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = xmlSAXStartElement
        handler.endElementNs = xmlSAXEndElement
        handler.characters = xmlSAXCharacters
        handler.ignorableWhitespace = xmlSAXCharacters
        handler.cdataBlock = xmlSAXCData
        handler.processingInstruction = xmlSAXProcessingInstruction
        handler.comment = xmlSAXComment
        handler.reference = xmlSAXReference
        handler.internalSubset = xmlSAXInternalSubset
        handler.serror = xmlSAXError
        guard let created = xmlCreatePushParserCtxt(&handler, queue, nil, 0, input.name) else {
            slice.deallocate()
            queue.deallocate()
            throw ImportError(.unreadable, Message("input.unreadable", ["file": .text(input.name), "reason": "libxml2"]),
                              at: SourceLocation(file: input.name))
        }
        queue.initialize(to: SAXQueue(parser: created, input: self.input))
        var options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
        if plan.force != nil { options |= Int32(XML_PARSE_IGNORE_ENC.rawValue) }
        xmlCtxtUseOptions(created, options)
        if let force = plan.force, let handler = xmlFindCharEncodingHandler(force) { xmlSwitchToEncoding(created, handler) }
    }

    deinit {
        if let parsing {
            pipe.cancel()
            parsing.wait()
        }
        for pending in pipe.drain() { pending.arena.deallocate() }
        batch.arena.deallocate()
        xmlFreeParserCtxt(queue.pointee.parser)
        queue.pointee.arena.deallocate()
        queue.deinitialize(count: 1)
        queue.deallocate()
        slice.deallocate()
    }

    private static let initializeLibrary: Void = { xmlInitParser() }()

    // MARK: The queue of nodes

    /// The parser's side: libxml2's callbacks queue what it reports here, on the thread that
    /// parses. Kept behind a pointer, not as properties of this class: the callbacks run once per
    /// tag and per text piece, and class properties would cost an exclusivity check at every access.
    private let queue: UnsafeMutablePointer<SAXQueue>
    private let slice: UnsafeMutableRawPointer
    /// Batches of nodes from the parsing thread to the reading one.
    private let pipe = SAXBatchPipe()

    // The reader's side, touched at every `read()` by one thread: no exclusivity checks.
    /// The batch being handed out, and the next event of it.
    @exclusivity(unchecked) private var batch = SAXBatch()
    @exclusivity(unchecked) private var next = 0
    /// The parsing thread, once the first `read()` started it.
    @exclusivity(unchecked) private var parsing: BackgroundThread<Void>?
    /// The event `read()` handed out last.
    @exclusivity(unchecked) private var current = SAXQueue.Event(kind: .text, line: 0)
    /// Elements open, as far as the reader has gone (to tell a cut document from extra content).
    @exclusivity(unchecked) private var depth = 0

    // MARK: Reading

    /// Moves to the next node worth reporting; nil at the end of the document.
    ///
    /// The document is parsed on a second thread, a few slices ahead of what `read()` hands out (the
    /// first call starts it): libxml2's work and the caller's overlap.
    package func read() throws(ImportError) -> Node? {
        while true {
            while next == batch.events.count {
                switch batch.outcome {
                case .more:
                    if parsing == nil { start() }
                    batch.arena.deallocate()
                    batch = pipe.take()
                    next = 0
                case .end:
                    if let error = input.failure { throw error }
                    return nil
                case .error:
                    parsing?.wait()
                    throw failure()
                }
            }
            let event = batch.events[next]
            next += 1
            current = event
            switch event.kind {
            case .element:
                isEmptyElement = event.isEmpty
                if !event.isEmpty { depth += 1 }
                return .element
            case .endElement:
                depth -= 1
                return .endElement
            case .text, .cdata: return .text
            case .processingInstruction: return .processingInstruction
            case .entityReference:
                let name = String(decoding: batch.arena.bytes(event.text), as: UTF8.self)
                throw ImportError(.refused, Message("xml.entityReference", ["name": .text(name)]),
                                  at: location(line: event.line, column: 0), lineText: lineText(event.line))
            case .doctype:
                throw ImportError(.refused, Message("xml.doctype"), at: location(line: event.line, column: 0), lineText: lineText(event.line))
            }
        }
    }

    /// Starts the parsing thread.
    private func start() {
        let work = SAXWork(queue: queue, slice: slice, input: input, pipe: pipe)
        parsing = BackgroundThread { work.run() }
    }

    /// The error that stopped the parser.
    private func failure() -> ImportError {
        if let error = input.failure { return error }
        if let own = queue.pointee.ownError { return error(from: own) }
        return truncation() ?? input.firstError.map(error(from:)) ?? genericError()
    }

    /// The local name of the current element (no prefix), interned: equal names have equal
    /// pointers, so it can be compared with `intern(_:)`'s result.
    package var localName: UnsafePointer<xmlChar> { current.name! }

    /// The current element's name as text.
    package var name: String { String(cString: current.name!) }

    /// Whether the current element is written `<a/>` (no end tag follows).
    @exclusivity(unchecked) package private(set) var isEmptyElement = false

    /// The current text node's UTF-8 bytes, valid until the next `read()`.
    package var text: UnsafeBufferPointer<UInt8> { batch.arena.bytes(current.text) }

    /// The value of the current element's attribute `name`, if present.
    package func attribute(_ name: String) -> String? {
        for attribute in batch.attributes[current.attributes] where String(cString: attribute.name) == name {
            return String(decoding: batch.arena.bytes(attribute.value), as: UTF8.self)
        }
        return nil
    }

    /// The dictionary's copy of `name`, for pointer comparison with `localName`. Only before the
    /// first `read()` (then the parsing thread owns the dictionary).
    package func intern(_ name: String) -> UnsafePointer<xmlChar> {
        precondition(parsing == nil, "XMLStreamReader.intern after the first read()")
        return xmlDictLookup(queue.pointee.parser.pointee.dict, name, -1)
    }

    /// The 1-based line of the current node (for an end tag, of its start tag).
    package var line: Int { current.line }

    // MARK: Locations

    package func location(line: Int, column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The text of line `line`, while it is still among the last bytes read; nil for a line longer
    /// than `maxLineText` bytes (a document on one line) or one already forgotten.
    package func lineText(_ line: Int) -> String? { input.lineText(line) }

    /// The 1-based column (in characters) of the `occurrence`-th (0-based) start tag named
    /// `qualifiedName` on line `line`, just after its `>`: where the element's value starts.
    package func valueColumn(line: Int, qualifiedName: String, occurrence: Int, atValue: Bool = true) -> Int {
        input.valueColumn(line: line, name: Array(qualifiedName.utf8), occurrence: occurrence, atValue: atValue)
    }

    /// The namespace of the current element, if it has one.
    package var namespaceURI: String? { current.uri.map { String(cString: $0) } }

    /// The current element's name with its prefix (`camt:Amt`), as written.
    package var qualifiedName: String {
        guard let prefix = current.prefix else { return name }
        return String(cString: prefix) + ":" + name
    }

    /// When the file ends with elements still open, libxml2 says "Extra content at the end of
    /// the document" or "Premature end of data": say instead which element is left open.
    private func truncation() -> ImportError? {
        // An error on the file's last line, with elements open, is the end of the file cutting them off.
        guard depth > 0, input.atEnd, let captured = input.firstError,
            captured.kind == .truncated || captured.kind == .malformed && captured.line >= input.lastLine
        else { return nil }
        // The element the parser was in when the input ran out.
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
        let line = Int(queue.pointee.parser.pointee.input?.pointee.line ?? 0)
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

/// Bytes appended one after the other in plain memory that grows when needed (never while a
/// reader holds a pointer from `bytes(_:)`: each batch has its own, filled before it is handed out).
/// Memory is taken on the first append and given back with `deallocate()`, once.
package struct ByteArena {
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    package private(set) var count = 0

    /// Appends `length` bytes, returning where they are.
    @inline(__always)
    package mutating func append(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Range<Int> {
        if length == 0 { return count..<count }
        if count + length > capacity { grow(count + length) }
        let base = self.base!
        if length <= 16 {
            for k in 0..<length { base[count + k] = bytes[k] }
        } else {
            (base + count).update(from: bytes, count: length)
        }
        count += length
        return (count - length)..<count
    }

    package func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        guard let base else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    package func pointer(at offset: Int) -> UnsafePointer<UInt8> { UnsafePointer(base! + offset) }

    /// Drops the bytes from `end` on.
    package mutating func truncate(_ end: Int) { count = end }

    private mutating func grow(_ needed: Int) {
        var size = Swift.max(capacity * 2, 1 << 16)
        while size < needed { size *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        if let base {
            larger.update(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = size
    }

    package func deallocate() { base?.deallocate() }
}

/// Values by interned element name: libxml2 gives every name of a document as a pointer into its
/// dictionary, so a small open-addressing table keyed by that pointer finds a tag without hashing
/// or comparing the name.
package struct InternedNameTable<Value> {
    private var keys: [UnsafeRawPointer?]
    private var values: [Value?]
    private var count = 0

    package init() {
        keys = [UnsafeRawPointer?](repeating: nil, count: 256)
        values = [Value?](repeating: nil, count: 256)
    }

    @inline(__always) private func slot(_ key: UnsafeRawPointer, _ mask: Int) -> Int {
        let bits = UInt(bitPattern: key)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 12)) & mask
    }

    package subscript(key: UnsafeRawPointer) -> Value? {
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

// MARK: - SAX callbacks

/// The nodes libxml2 reported and not yet handed out, with the state the SAX callbacks keep.
package struct SAXQueue {
    package enum Kind: UInt8 { case element, endElement, text, cdata, processingInstruction, doctype, entityReference }

    package struct Event {
        package var kind: Kind
        package var isEmpty = false
        package var line: Int
        /// Interned local name (element, end, processing instruction target).
        package var name: UnsafePointer<xmlChar>?
        package var prefix: UnsafePointer<xmlChar>?
        package var uri: UnsafePointer<xmlChar>?
        /// The text, content, data or entity name: a range of `arena`.
        package var text: Range<Int> = 0..<0
        /// The attributes: a range of `attributes`.
        package var attributes: Range<Int> = 0..<0
    }

    /// The character run being read: text becomes a node once it holds more than whitespace.
    package enum Run {
        case none
        /// Whitespace so far, at `start` in the arena, from `line`.
        case blank(start: Int, line: Int)
        /// The last event, a text or CDATA node, may go on.
        case open
    }

    package let parser: xmlParserCtxtPtr
    package let input: XMLInput
    package var events: [Event] = []
    /// Text, attribute values and instruction data of the queued events.
    package var arena = ByteArena()
    package var attributes: [(name: UnsafePointer<xmlChar>, value: Range<Int>)] = []
    package var run = Run.none
    /// The elements open in the parser: name, line, whether written `<a/>`.
    package var stack: [(name: UnsafePointer<xmlChar>, line: Int, isEmpty: Bool)] = []
    /// Events queued before the first fatal error (the rest, if any, is never handed out).
    package var errorAt: Int?
    /// Set once the whole document was pushed (or parsing stopped).
    package var finished = false
    /// A limit this reader applies itself, thrown at its place in the queue.
    package var ownError: XMLInput.CapturedError?

    package init(parser: xmlParserCtxtPtr, input: XMLInput) {
        self.parser = parser
        self.input = input
        events.reserveCapacity(4_096)
    }

    /// Hands over what can be read now: every event up to an error, or up to an open text node at
    /// the end (which waits for the rest of it, kept here with its bytes).
    package mutating func takeBatch() -> SAXBatch {
        let outcome: SAXBatch.Outcome = errorAt != nil ? .error : finished ? .end : .more
        var ready = errorAt.map { Swift.min($0, events.count) } ?? events.count
        var kept: Event?
        if case .open = run, outcome == .more {
            ready -= 1
            kept = events[ready]
        }
        let keptBytes: Range<Int>?
        switch run {
        case .open where kept != nil: keptBytes = kept!.text
        case let .blank(start, _) where outcome == .more: keptBytes = start..<arena.count
        default: keptBytes = nil
        }
        var out = SAXBatch()
        if ready < events.count { events.removeSubrange(ready...) }
        swap(&out.events, &events)
        swap(&out.attributes, &attributes)
        out.outcome = outcome
        events.reserveCapacity(Swift.max(out.events.count, 4_096))
        var fresh = ByteArena()
        if let keptBytes {
            let range = fresh.append(arena.pointer(at: keptBytes.lowerBound), keptBytes.count)
            if var kept {
                kept.text = range
                events.append(kept)
            } else if case let .blank(_, line) = run {
                run = .blank(start: range.lowerBound, line: line)
            }
        }
        out.arena = arena
        arena = fresh
        return out
    }

    /// The parser's current line.
    package var parserLine: Int { Int(parser.pointee.input?.pointee.line ?? 0) }

    package var openElement: (name: String, line: Int)? { stack.last.map { (String(cString: $0.name), $0.line) } }

    /// Ends the character run, dropping it if it was only whitespace.
    package mutating func closeRun() {
        if case let .blank(start, _) = run { arena.truncate(start) }
        run = .none
    }

    package mutating func startElement(_ name: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
                               _ count: Int, _ values: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?)
    {
        closeRun()
        let line = parserLine
        if stack.count >= XMLStreamReader.maxDepth {
            stop(XMLInput.CapturedError(kind: .limit, message: "Excessive depth in document: \(XMLStreamReader.maxDepth) use XML_PARSE_HUGE option",
                                        line: line, column: Int(parser.pointee.input?.pointee.col ?? 0), openElement: openElement))
            return
        }
        // `<a/>`: the parser stands on "/>" when it reports the start tag (xmlTextReader checks the same).
        var isEmpty = false
        if let cur = parser.pointee.input?.pointee.cur, cur[0] == UInt8(ascii: "/"), cur[1] == UInt8(ascii: ">") { isEmpty = true }
        let first = attributes.count
        if let values {
            for k in 0..<count {
                guard let attributeName = values[5 * k], let start = values[5 * k + 3], let end = values[5 * k + 4] else { continue }
                attributes.append((attributeName, arena.append(start, end - start)))
            }
        }
        events.append(Event(kind: .element, isEmpty: isEmpty, line: line, name: name, prefix: prefix, uri: uri, attributes: first..<attributes.count))
        stack.append((name, line, isEmpty))
    }

    package mutating func endElement() {
        closeRun()
        guard let open = stack.popLast() else { return }
        if !open.isEmpty { events.append(Event(kind: .endElement, line: open.line, name: open.name)) }
    }

    package mutating func characters(_ bytes: UnsafePointer<xmlChar>, _ count: Int) {
        // The usual case first: a run starts (whitespace between tags, or a value).
        if case .none = run, count <= XMLStreamReader.maxTextLength {
            let range = arena.append(bytes, count)
            var k = 0
            while k < count, bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x09 || bytes[k] == 0x0D { k += 1 }
            if k == count {
                run = .blank(start: range.lowerBound, line: parserLine)
            } else {
                events.append(Event(kind: .text, line: parserLine, text: range))
                run = .open
            }
            return
        }
        let runStart: Int
        switch run {
        case .open where events[events.count - 1].kind == .text:
            runStart = events[events.count - 1].text.lowerBound
        case let .blank(start, _):
            runStart = start
        default:
            closeRun()
            runStart = arena.count
            run = .blank(start: runStart, line: parserLine)
        }
        if arena.count - runStart + count > XMLStreamReader.maxTextLength {
            stop(XMLInput.CapturedError(kind: .limit, message: "xmlSAX2Characters: huge text node", line: parserLine,
                                        column: Int(parser.pointee.input?.pointee.col ?? 0), openElement: openElement))
            return
        }
        let range = arena.append(bytes, count)
        switch run {
        case .open:
            events[events.count - 1].text = runStart..<range.upperBound
        case let .blank(start, line):
            var blank = true
            for k in 0..<count where bytes[k] != 0x20 && bytes[k] != 0x0A && bytes[k] != 0x09 && bytes[k] != 0x0D {
                blank = false
                break
            }
            if !blank {
                events.append(Event(kind: .text, line: line, text: start..<range.upperBound))
                run = .open
            }
        case .none: break
        }
    }

    package mutating func cdata(_ bytes: UnsafePointer<xmlChar>, _ count: Int) {
        if case .open = run, events[events.count - 1].kind == .cdata {
            let last = events.count - 1
            events[last].text = events[last].text.lowerBound..<arena.append(bytes, count).upperBound
            return
        }
        closeRun()
        let line = parserLine
        events.append(Event(kind: .cdata, line: line, text: arena.append(bytes, count)))
        run = .open
    }

    package mutating func processingInstruction(_ target: UnsafePointer<xmlChar>, _ data: UnsafePointer<xmlChar>?) {
        closeRun()
        let text = data.map { arena.append($0, strlen($0)) } ?? arena.count..<arena.count
        let name = xmlDictLookup(parser.pointee.dict, target, -1)
        events.append(Event(kind: .processingInstruction, line: parserLine, name: name, text: text))
    }

    package mutating func reference(_ name: UnsafePointer<xmlChar>) {
        closeRun()
        events.append(Event(kind: .entityReference, line: parserLine, text: arena.append(name, strlen(name))))
    }

    package mutating func doctype() {
        closeRun()
        events.append(Event(kind: .doctype, line: parserLine))
        xmlStopParser(parser)
        finished = true
    }

    package mutating func captureError(_ error: xmlError) {
        let fatalBefore = input.firstError?.fatal ?? false
        input.capture(error, openElement: openElement)
        // The first fatal error: nothing after it is handed out.
        if !fatalBefore, input.firstError?.fatal == true { halt() }
    }

    /// Stops the parser on a limit of this reader's own.
    package mutating func stop(_ error: XMLInput.CapturedError) {
        guard ownError == nil else { return }
        ownError = error
        halt()
        xmlStopParser(parser)
    }

    /// Nothing queued from now on is handed out, nor an unfinished text node.
    package mutating func halt() {
        guard errorAt == nil else { return }
        if case .open = run { errorAt = events.count - 1 } else { errorAt = events.count }
        closeRun()
    }
}

/// Nodes parsed together, handed from the parsing thread to the reading one.
package struct SAXBatch {
    package enum Outcome { case more, end, error }
    package var events: [SAXQueue.Event] = []
    package var arena = ByteArena()
    package var attributes: [(name: UnsafePointer<xmlChar>, value: Range<Int>)] = []
    /// What comes after these events: more, the end of the document, or the error that stopped it.
    package var outcome = Outcome.more
}

/// The batches on their way from the parsing thread to the reading one: at most `limit` wait, so the
/// parser stays a few slices ahead and memory stays flat.
package final class SAXBatchPipe: @unchecked Sendable {
    package static let limit = 4
    private let condition = NSCondition()
    private var batches: [SAXBatch] = []
    private var cancelled = false

    /// The parsing thread: hands a batch over (waits while the reader is `limit` batches behind);
    /// false once the reader is gone.
    package func put(_ batch: SAXBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= SAXBatchPipe.limit && !cancelled { condition.wait() }
        if cancelled {
            batch.arena.deallocate()
            return false
        }
        batches.append(batch)
        condition.broadcast()
        return true
    }

    /// The reading thread: the next batch (waits for it).
    package func take() -> SAXBatch {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty { condition.wait() }
        let batch = batches.removeFirst()
        condition.broadcast()
        return batch
    }

    /// The reading thread: stop the parser (the reader is going away).
    package func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    package var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// What was never taken (after the parsing thread is done).
    package func drain() -> [SAXBatch] {
        condition.lock()
        defer { condition.unlock() }
        let left = batches
        batches = []
        return left
    }
}

/// The parsing thread's loop: push a slice of the file to libxml2, hand over what it reported, until
/// the end of the document, an error, or the reader going away.
package struct SAXWork: @unchecked Sendable {
    package let queue: UnsafeMutablePointer<SAXQueue>
    package let slice: UnsafeMutableRawPointer
    package let input: XMLInput
    package let pipe: SAXBatchPipe

    package func run() {
        while !pipe.isCancelled {
            let count = input.serve(slice, XMLStreamReader.sliceSize)
            if count < 0 {
                queue.pointee.halt()
            } else {
                let terminate: Int32 = count == 0 ? 1 : 0
                _ = xmlParseChunk(queue.pointee.parser, slice.assumingMemoryBound(to: CChar.self), Int32(count), terminate)
                if count == 0 {
                    queue.pointee.finished = true
                    queue.pointee.closeRun()
                }
                if queue.pointee.parser.pointee.wellFormed == 0 || queue.pointee.ownError != nil { queue.pointee.halt() }
            }
            if queue.pointee.errorAt != nil || queue.pointee.finished {
                queue.pointee.finished = true
                queue.pointee.closeRun()
            }
            let batch = queue.pointee.takeBatch()
            let outcome = batch.outcome
            guard pipe.put(batch), outcome == .more else { return }
        }
    }
}

@inline(__always)
private func queue(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<SAXQueue> {
    context!.assumingMemoryBound(to: SAXQueue.self)
}

private let xmlSAXStartElement: startElementNsSAX2Func = { context, name, prefix, uri, _, _, count, _, values in
    guard let name else { return }
    queue(context).pointee.startElement(name, prefix, uri, Int(count), values)
}

private let xmlSAXEndElement: endElementNsSAX2Func = { context, _, _, _ in queue(context).pointee.endElement() }

private let xmlSAXCharacters: charactersSAXFunc = { context, bytes, count in
    guard let bytes, count > 0 else { return }
    queue(context).pointee.characters(bytes, Int(count))
}

private let xmlSAXCData: cdataBlockSAXFunc = { context, bytes, count in
    guard let bytes else { return }
    queue(context).pointee.cdata(bytes, Int(count))
}

private let xmlSAXProcessingInstruction: processingInstructionSAXFunc = { context, target, data in
    guard let target else { return }
    queue(context).pointee.processingInstruction(target, data)
}

private let xmlSAXComment: commentSAXFunc = { context, _ in queue(context).pointee.closeRun() }

private let xmlSAXReference: referenceSAXFunc = { context, name in
    guard let name else { return }
    queue(context).pointee.reference(name)
}

private let xmlSAXInternalSubset: internalSubsetSAXFunc = { context, _, _, _ in queue(context).pointee.doctype() }

/// libxml2's structured error handler: keeps the first error, prints nothing.
private let xmlSAXError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    queue(context).pointee.captureError(error.pointee)
}

/// The state shared with libxml2's callbacks: the file being read in chunks, the last two
/// chunks (for showing the line of an error), and the first error libxml2 reported.
package final class XMLInput {
    package static let chunkSize = 1 << 20
    /// Longest line returned as `lineText` (a document on one line has none).
    package static let maxLineText = 1_000

    package struct CapturedError {
        package enum Kind { case malformed, entity, limit, truncated }
        package var kind: Kind
        package var message: String
        package var line: Int
        package var column: Int
        /// The innermost element open in the parser when the error came.
        package var openElement: (name: String, line: Int)?
        package var fatal = true
    }

    package let source: ChunkReader
    package let file: String
    /// nil: not decided yet (only ASCII so far); true: convert Windows-1252 to UTF-8.
    package var transcode: Bool?
    package var firstError: CapturedError?
    /// A failure of our own (reading the file), reported by `read()`.
    package var failure: ImportError?

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
    package private(set) var atEnd = false
    /// The line of the file's last byte that is not blank, once `atEnd`.
    package private(set) var lastLine = 1

    /// The bytes read at a time: `XMLInput.chunkSize`, or less for a smaller file (a small file does not
    /// need megabytes of buffers).
    package let chunkSize: Int

    package init(_ source: ChunkReader, transcode: Bool?, file: String, size: Int? = nil) {
        self.source = source
        self.transcode = transcode
        self.file = file
        self.chunkSize = min(XMLInput.chunkSize, max(size.map { $0 + 1 } ?? XMLInput.chunkSize, 1 << 16))
        // A converted chunk takes at most three bytes per byte.
        self.current = [UInt8](repeating: 0, count: 3 * chunkSize)
        self.previous = [UInt8](repeating: 0, count: 3 * chunkSize)
    }

    /// `serve` runs on the parsing thread, `lineText` and `valueColumn` on the reading one.
    private let lock = NSLock()

    /// Copies up to `length` bytes into libxml2's buffer; 0 at the end, -1 on a read error.
    package func serve(_ buffer: UnsafeMutableRawPointer, _ length: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
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

    package static func countNewlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
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
    package static func lineOfLastContent(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int) -> Int {
        guard let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else { return firstLine }
        return firstLine + countNewlines(UnsafeBufferPointer(rebasing: bytes[..<last]))
    }

    package func capture(_ error: xmlError, openElement: (name: String, line: Int)?) {
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
        firstError = CapturedError(kind: kind, message: message, line: Int(error.line), column: Int(error.int2), openElement: openElement, fatal: fatal)
    }

    package static let entityCodes: Set<Int> = [
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

    package func lineText(_ line: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard var bytes = lineBytes(line) else { return nil }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    package func valueColumn(line: Int, name: [UInt8], occurrence: Int, atValue: Bool = true) -> Int {
        lock.lock()
        let found = lineBytes(line)
        lock.unlock()
        guard let bytes = found else { return 0 }
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
