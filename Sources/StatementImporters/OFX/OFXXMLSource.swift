import CLibXML2
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Reads an OFX 2.x (XML) body with libxml2's streaming reader (`XMLStreamReader`, with its
/// safety rules) and gives its elements to the aggregate logic as events: an element whose
/// content is text is a leaf, one with child elements an aggregate.
package struct OFXXMLSource: OFXLocating {
    package let reader: XMLStreamReader
    package let file: String
    /// `VERSION` of the `<?OFX ...?>` processing instruction.
    package private(set) var version: String?

    private var tagByName = InternedNameTable<(tag: OFXTag, ordinal: Int)>()
    private var stack: [OFXTag] = []
    private var pending: (tag: OFXTag, line: Int, occurrence: Int)?
    private var value: [UInt8] = []
    private var occurrenceLine = -1
    private var occurrences = [Int](repeating: 0, count: OFXTag.allCases.count)
    private var current = (line: 1, occurrence: -1, tag: OFXTag.other, atValue: false)
    private var currentName = ""

    package init(_ input: InputFile, head: [UInt8]) throws(ImportError) {
        self.file = input.name
        self.reader = try XMLStreamReader(input, head: head)
    }

    /// Reads the whole document into `builder`, calling `drain` whenever the builder's buffer fills.
    package mutating func run(into builder: inout OFXStatementBuilder, drain: (inout SinkBuffer) -> Void) throws(ImportError) {
        while let node = try reader.read() {
            if builder.sink.isFull { drain(&builder.sink) }
            switch node {
            case .element:
                let (tag, ordinal) = lookUp(reader.localName)
                try flushPending(into: &builder)
                let line = reader.line
                var occurrence = -1
                if ordinal >= 0 {
                    if line != occurrenceLine {
                        occurrenceLine = line
                        for k in occurrences.indices { occurrences[k] = 0 }
                    }
                    occurrence = occurrences[ordinal]
                    occurrences[ordinal] += 1
                }
                if tag == .other { currentName = reader.name }
                if reader.isEmptyElement {
                    current = (line, occurrence, tag, false)
                    try builder.leaf(tag, UnsafeBufferPointer(start: nil, count: 0), &self)
                } else {
                    pending = (tag, line, occurrence)
                    value.removeAll(keepingCapacity: true)
                }
            case .text:
                if pending != nil { value.append(contentsOf: reader.text) }
            case .endElement:
                if let p = pending {
                    pending = nil
                    current = (p.line, p.occurrence, p.tag, true)
                    let bytes = value
                    try bytes.withUnsafeBufferPointer { (whole) throws(ImportError) in
                        try builder.leaf(p.tag, OFXXMLSource.trimmed(whole), &self)
                    }
                } else if let tag = stack.popLast() {
                    current = (reader.line, -1, tag, false)
                    try builder.end(tag, &self)
                }
            case .processingInstruction:
                if reader.name == "OFX" {
                    let attributes = OFXHeader.attributes(String(decoding: reader.text, as: UTF8.self))
                    version = attributes["VERSION"]
                }
            }
        }
    }

    private mutating func flushPending(into builder: inout OFXStatementBuilder) throws(ImportError) {
        guard let p = pending else { return }
        pending = nil
        current = (p.line, p.occurrence, p.tag, false)
        stack.append(p.tag)
        try builder.begin(p.tag, &self)
    }

    private mutating func lookUp(_ name: UnsafePointer<xmlChar>) -> (tag: OFXTag, ordinal: Int) {
        let key = UnsafeRawPointer(name)
        if let known = tagByName[key] { return known }
        let tag = OFXTag(rawValue: String(cString: name)) ?? .other
        let entry = (tag, tag == .other ? -1 : OFXTag.allCases.firstIndex(of: tag)!)
        tagByName[key] = entry
        return entry
    }

    package static func trimmed(_ b: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var i = 0
        var n = b.count
        while i < n, OFXValues.isSpace(b[i]) { i += 1 }
        while n > i, OFXValues.isSpace(b[n - 1]) { n -= 1 }
        return UnsafeBufferPointer(rebasing: b[i..<n])
    }

    // MARK: OFXLocating

    package func mark() -> OFXMark {
        OFXMark(line: current.line, column: 0, detail: current.occurrence, tag: current.tag, atValue: current.atValue)
    }

    package func currentLine() -> Int { current.line }

    package func resolve(_ mark: OFXMark) -> (location: SourceLocation, lineText: String?) {
        var column = 0
        if mark.detail >= 0, mark.tag != .other {
            column = reader.valueColumn(line: mark.line, qualifiedName: mark.tag.rawValue, occurrence: mark.detail, atValue: mark.atValue)
        }
        return (SourceLocation(file: file, line: mark.line, column: column), reader.lineText(mark.line))
    }

    package mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    package func elementName() -> String { current.tag == .other ? currentName : current.tag.rawValue }
}
