#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import CLibXML2
import StatementLocalization

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
    /// The encoding converter's first message, if it failed (`noteConverterError`).
    package var converterMessage: String?

    /// The events room is made for, at first and after each batch: 4,096, or one per 16 bytes of a
    /// smaller document's chunk (256 for a file of 2 KB, which reserved 4,096 events of some 70 bytes
    /// twice: under the fuzzers' address sanitizer, a fresh mapping each time). More grow the array.
    package let reserve: Int

    package init(parser: xmlParserCtxtPtr, input: XMLInput) {
        self.parser = parser
        self.input = input
        reserve = Swift.min(4_096, Swift.max(64, input.chunkSize / 16))
        events.reserveCapacity(reserve)
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
        events.reserveCapacity(Swift.max(out.events.count, reserve))
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
            stop(XMLInput.CapturedError(kind: .limit, message: "Excessive depth in document: \(XMLStreamReader.maxDepth)",
                                        line: line, column: Int(parser.pointee.input?.pointee.col ?? 0), openElement: openElement,
                                        reason: Message("xml.tooDeep", ["limit": .number(XMLStreamReader.maxDepth)])))
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
                                        column: Int(parser.pointee.input?.pointee.col ?? 0), openElement: openElement,
                                        reason: Message("xml.textTooLong", ["limit": .number(XMLStreamReader.maxTextLength)])))
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

    /// The encoding converter's first error (raised outside the parser, so not through `captureError`).
    package mutating func noteConverterError(_ error: xmlError) {
        guard converterMessage == nil else { return }
        converterMessage = XMLInput.text(of: error)
    }

    /// `xmlParseChunk` gave up on bytes that are not in the document's encoding (libxml2 halts the
    /// parser without a parser error): that is the document's error, unless an earlier one stands. It
    /// points at where the parser stood: the start of the line of the bytes, or a little before.
    package mutating func stopOnEncoding() {
        guard input.firstError?.fatal != true else { return }
        let column = Int(parser.pointee.input?.pointee.col ?? 0)
        stop(XMLInput.CapturedError(kind: .malformed, message: converterMessage ?? "bytes that are not in the document's encoding",
                                    line: parserLine, column: column, openElement: openElement))
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
