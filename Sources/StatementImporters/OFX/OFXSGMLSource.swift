import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Reads an SGML OFX body with `OFXSGMLTokenizer` and gives its elements to the aggregate logic
/// as events, deciding which elements are leaves:
/// - a start tag followed by text is a leaf, closed by its end tag if one follows, else by the
///   next tag (`<TRNAMT>-12.34` and `<TRNAMT>-12.34</TRNAMT>` read the same);
/// - a start tag followed by its own end tag is an empty leaf (`<NAME></NAME>`);
/// - a start tag followed by another tag is an aggregate, unless its name is a known leaf
///   (`<MEMO>` then `<FITID>`: an empty memo); an unknown one stays open until its end tag, or
///   until the end tag of an element around it closes it too;
/// - an end tag that matches nothing open is ignored.
package struct OFXSGMLSource: OFXLocating {
    private var tokenizer: OFXSGMLTokenizer
    package private(set) var decoder: OFXTextDecoder
    package let file: String

    private struct Open {
        var tag: OFXTag
        var hash: UInt64
    }

    private struct Pending {
        var tag: OFXTag
        var hash: UInt64
        var token: OFXSGMLTokenizer.Token
    }

    private var stack: [Open] = []
    private var pending: Pending?
    /// The hash of a leaf whose text was just read: its end tag, if next, is swallowed.
    private var closedLeaf: UInt64?
    /// The token the current event is about.
    private var current = OFXSGMLTokenizer.Token(kind: .end, start: 0, stop: 0, offset: 0, line: 1, lineStart: 0, hash: 0)
    private var currentName: (start: Int, stop: Int) = (0, 0)

    package init(_ input: InputFile, header: OFXHeader, head: [UInt8]) throws(ImportError) {
        self.file = input.name
        let encoding = header.encoding?.uppercased() ?? ""
        self.decoder = OFXTextDecoder(mode: encoding == "UTF-8" || encoding == "UTF8" ? .utf8 : .undecided)
        self.tokenizer = try OFXSGMLTokenizer(try ChunkReader(input), file: input.name, skipping: header.bodyOffset, head: head, size: input.size)
    }

    /// Reads the whole body into `builder`, calling `drain` whenever the builder's buffer fills.
    package mutating func run(into builder: inout OFXStatementBuilder, drain: (inout SinkBuffer) -> Void) throws(ImportError) {
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        while true {
            if builder.sink.isFull { drain(&builder.sink) }
            let token = try tokenizer.next()
            switch token.kind {
            case .text:
                if let p = pending {
                    pending = nil
                    current = token
                    currentName = (p.token.start, p.token.stop)
                    let value = tokenizer.bytes(token.start, token.stop)
                    try builder.leaf(p.tag, value, &self)
                    closedLeaf = p.hash
                } else {
                    closedLeaf = nil  // stray text between elements
                }
            case .startTag:
                try flushPending(into: &builder)
                pending = Pending(tag: OFXTag.named(tokenizer.bytes(token.start, token.stop), hash: token.hash), hash: token.hash, token: token)
                closedLeaf = nil
            case .emptyTag:
                try flushPending(into: &builder)
                current = token
                currentName = (token.start, token.stop)
                let tag = OFXTag.named(tokenizer.bytes(token.start, token.stop), hash: token.hash)
                try builder.leaf(tag, none, &self)
                closedLeaf = nil
            case .endTag:
                if let p = pending {
                    // `<X></X>`, or `<X></PARENT>`: an empty leaf either way.
                    pending = nil
                    current = p.token
                    currentName = (p.token.start, p.token.stop)
                    try builder.leaf(p.tag, none, &self)
                    if p.hash == token.hash {
                        closedLeaf = nil
                        continue
                    }
                }
                if closedLeaf == token.hash {
                    closedLeaf = nil
                    continue
                }
                closedLeaf = nil
                guard let index = stack.lastIndex(where: { $0.hash == token.hash }) else { continue }
                current = token
                while stack.count > index {
                    let open = stack.removeLast()
                    try builder.end(open.tag, &self)
                }
            case .end:
                try flushPending(into: &builder, atEnd: true)
                current = token
                return
            }
        }
    }

    private mutating func flushPending(into builder: inout OFXStatementBuilder, atEnd: Bool = false) throws(ImportError) {
        guard let p = pending else { return }
        pending = nil
        current = p.token
        currentName = (p.token.start, p.token.stop)
        if p.tag.isLeaf || atEnd {
            try builder.leaf(p.tag, UnsafeBufferPointer(start: nil, count: 0), &self)
        } else {
            stack.append(Open(tag: p.tag, hash: p.hash))
            try builder.begin(p.tag, &self)
        }
    }

    /// The encoding the values were read in.
    package var encoding: String { decoder.mode.rawValue }

    // MARK: OFXLocating

    package mutating func mark() -> OFXMark {
        let column = tokenizer.column(of: current.offset, line: current.line, lineStart: current.lineStart)
        return OFXMark(line: current.line, column: column, detail: current.lineStart, tag: .other, atValue: current.kind == .text)
    }

    package func currentLine() -> Int { current.line }

    package func resolve(_ mark: OFXMark) -> (location: SourceLocation, lineText: String?) {
        let text = tokenizer.lineBytes(from: mark.detail).map { decoder.peek($0) }
        return (SourceLocation(file: file, line: mark.line, column: mark.column), text)
    }

    package mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = decoder.string(bytes)
        if decoder.mode == .windows1252 { tokenizer.columnsCountBytes = true }
        return text
    }

    package func elementName() -> String { String(decoding: tokenizer.bytes(currentName.start, currentName.stop), as: UTF8.self) }
}

extension OFXTextDecoder {
    /// The text of a line for a message, in the file's encoding, without deciding it.
    package func peek(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if mode == .windows1252 { return Windows1252.decode(bytes) }
        return String(validating: bytes, as: UTF8.self) ?? Windows1252.decode(bytes)
    }
}
