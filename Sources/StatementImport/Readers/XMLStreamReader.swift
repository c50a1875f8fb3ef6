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
///   256 levels of nesting); the parser's own limits (names, attribute values) stay on. A start tag
///   with more than 256 attributes is refused before libxml2 reads it (`XMLAttributeGuard`: libxml2
///   compares them pairwise).
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
    /// A document of at most this many bytes is parsed on the reader's thread, a slice whenever the
    /// reader needs one: one slice and the end, where a second thread overlaps almost nothing and
    /// costs more than the parse (a camt or OFX file of a few KiB, in a batch or a fuzz run).
    package static let inlineSize = sliceSize

    /// Opens `input` for reading. `head` is the file's first bytes (as `InputFile.head()` gives
    /// them), used to scan the prolog and to choose the encoding. `scanProlog: false` leaves DTD
    /// detection to libxml2 alone (for tests of that second line of defence). `inline` overrides the
    /// choice of `inlineSize` (for tests that read a document both ways).
    package init(_ input: InputFile, head: [UInt8], scanProlog: Bool = true, inline: Bool? = nil) throws(ImportError) {
        XMLStreamReader.initializeLibrary
        self.file = input.name
        if scanProlog { try XMLStreamReader.checkProlog(head, file: input.name) }
        let plan = XMLStreamReader.encodingPlan(head)
        self.encoding = plan.name
        self.input = XMLInput(try ChunkReader(input), transcode: plan.transcode, file: input.name, size: input.size)
        parsesInline = inline ?? input.size.map { $0 <= XMLStreamReader.inlineSize } ?? false
        slice = .allocate(byteCount: XMLStreamReader.sliceSize, alignment: 16)
        queue = .allocate(capacity: 1)
        var handler = XMLStreamReader.saxHandler()
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
    /// Whether the document is parsed on the reader's thread (`inlineSize`): the same slices and
    /// batches, in the same order, without the second thread.
    private let parsesInline: Bool
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
                    if parsesInline {
                        batch.arena.deallocate()
                        batch = SAXWork(queue: queue, slice: slice, input: input, pipe: pipe).step()
                    } else {
                        if parsing == nil { start() }
                        batch.arena.deallocate()
                        batch = pipe.take()
                    }
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
        case .entity, .ampersand:
            // libxml2 points just after the reference: point at its '&'.
            var at = at
            if let text, at.column > 1 {
                let before = Array(text.prefix(at.column - 1))
                if let amp = before.lastIndex(of: "&") { at.column = amp + 1 }
            }
            // A bare `&` is the bank's mistake, not a reference refused for safety.
            return ImportError(captured.kind == .ampersand ? .malformed : .refused, captured.reason ?? Message("xml.entity", ["detail": .text(detail)]),
                               at: at, lineText: text)
        case .limit: return ImportError(.limit, captured.reason ?? Message("xml.limit", ["detail": .text(detail)]), at: at, lineText: text)
        case .truncated: return ImportError(.malformed, captured.reason ?? Message("xml.truncated", ["detail": .text(detail)]), at: at, lineText: text)
        case .malformed: return ImportError(.malformed, captured.reason ?? Message("xml.malformed", ["detail": .text(detail)]), at: at, lineText: text)
        }
    }
}
