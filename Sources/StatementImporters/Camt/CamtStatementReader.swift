import CLibXML2
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Walks a camt document node by node and sends its statements, reports or notifications and
/// their entries to a sink, as they come: nothing but the current entry is held in memory.
///
/// Element paths follow ISO 20022 (`BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls/...`) and are the
/// same in every `.001.xx` version the importer has met (02 through 13): where versions differ
/// (`Sts` as text or `Sts/Cd`, `Dbtr/Nm` or `Dbtr/Pty/Nm`, `TxDtls/Amt` or `AmtDtls/TxAmt/Amt`),
/// both forms are read.
package struct CamtStatementReader {
    package let reader: XMLStreamReader
    package let options: ImportOptions
    package let file: String
    package var record: ImportRecord
    var sink = SinkBuffer()

    /// The open elements, root first.
    var tags: [CamtTag] = []
    private var tagByName = InternedNameTable<CamtTag>()
    /// The last currency code read and its currency (a statement names one currency again and again).
    var lastCurrency: (code: String, currency: Currency?)?
    /// The text of the element being read, when it holds a value.
    var value: [UInt8] = []
    var amountCurrency: String?
    /// Line and occurrence on that line of the last element whose value errors may point at.
    var valueLine = 0
    var valueOccurrence = 0
    var valueName: UnsafePointer<xmlChar>?
    private var occurrenceLine = -1
    private var occurrences = [Int](repeating: 0, count: 6)
    var prefix = ""

    var messageDate: CalendarDay?
    private var messageName: String?
    private var statementCount = 0
    var statement: CamtStatementState?
    var balance: CamtBalanceState?
    var entry: CamtEntry?
    var detail: CamtDetail?
    var detailAmountRank = 0

    package init(reader: XMLStreamReader, options: ImportOptions, file: String, format: String) {
        self.reader = reader
        self.options = options
        self.file = file
        self.record = ImportRecord(file: file, format: format)
        for tag in CamtTag.allCases where tag != .other {
            tagByName[UnsafeRawPointer(reader.intern(tag.rawValue))] = tag
        }
    }

    /// Reads the whole document, calling `drain` whenever the buffer of finished statements and
    /// transactions fills.
    package mutating func run(drain: (inout SinkBuffer) -> Void) throws(ImportError) -> ImportRecord {
        record.note("encoding", reader.encoding)
        defer { drain(&sink) }
        while let node = try reader.read() {
            if sink.isFull { drain(&sink) }
            switch node {
            case .element:
                let tag = lookUp(reader.localName)
                start(tag)
                if reader.isEmptyElement { try end() }
            case .endElement:
                try end()
            case .text:
                if !value.isEmpty || tags.last?.holdsValue == true { value.append(contentsOf: reader.text) }
            case .processingInstruction:
                break
            }
        }
        guard statementCount > 0 else {
            throw ImportError(.unsupported, Message("camt.noStatement"), at: SourceLocation(file: file))
        }
        record.note("statements", String(statementCount))
        return record
    }

    private mutating func lookUp(_ name: UnsafePointer<xmlChar>) -> CamtTag {
        let key = UnsafeRawPointer(name)
        if let tag = tagByName[key] { return tag }
        let tag = CamtTag(rawValue: String(cString: name)) ?? .other
        tagByName[key] = tag
        return tag
    }

    // MARK: Start tags

    private mutating func start(_ tag: CamtTag) {
        let parent = tags.last ?? .other
        tags.append(tag)
        value.removeAll(keepingCapacity: true)
        if tag.isPointable {
            let line = reader.line
            if line != occurrenceLine {
                occurrenceLine = line
                for k in occurrences.indices { occurrences[k] = 0 }
            }
            let k = tag.pointableIndex
            valueLine = line
            valueOccurrence = occurrences[k]
            valueName = reader.localName
            occurrences[k] += 1
        }
        switch tag {
        case .document where tags.count == 1:
            let qualified = reader.qualifiedName
            prefix = qualified.hasSuffix(":Document") ? String(qualified.dropLast("Document".count)) : ""
            if let uri = reader.namespaceURI, let range = uri.range(of: "camt.") {
                messageName = String(uri[range.lowerBound...])
                record.note("message", messageName!)
            }
        // A statement inside another (a fuzzed file's, never a bank's) is content of the first: statements
        // are declared to the sink in the order they begin, and the inner one ended first.
        case _ where tag.isStatement && parent.isMessage && statement == nil:
            statement = CamtStatementState(index: statementCount, line: reader.line, depth: tags.count)
            statementCount += 1
            if statementCount == 1 { record.note("kind", Message("inspectNote.value.camt." + (tag == .stmt ? "statement" : tag == .rpt ? "report" : "notification"))) }
        case .bal where statement != nil && parent.isStatement:
            balance = CamtBalanceState()
        case .ntry where statement != nil && parent.isStatement:
            entry = CamtEntry(location: SourceLocation(file: file, line: valueLine))
        case .txDtls where entry != nil:
            detail = CamtDetail()
            detailAmountRank = 0
        case .amt:
            amountCurrency = reader.attribute("Ccy")
        default:
            break
        }
    }

    // MARK: End tags

    private mutating func end() throws(ImportError) {
        guard let tag = tags.last else { return }
        defer {
            tags.removeLast()
            value.removeAll(keepingCapacity: true)
        }
        let up = CamtAncestry(tags)

        if entry != nil {
            if detail != nil {
                if tag == .txDtls {
                    entry!.details.append(detail!)
                    detail = nil
                } else if tag.holdsValue {
                    readDetailValue(tag, up)
                }
                return
            }
            if tag == .ntry {
                finishEntry()
                entry = nil
            } else if tag.holdsValue {
                readEntryValue(tag, up)
            }
            return
        }
        if balance != nil {
            if tag == .bal {
                finishBalance()
                balance = nil
            } else if tag.holdsValue {
                readBalanceValue(tag, up)
            }
            return
        }
        if statement != nil {
            if tag.isStatement, up[1].isMessage, tags.count == statement!.depth {
                finishStatement()
                statement = nil
            } else if tag.holdsValue {
                readStatementValue(tag, up)
            }
            return
        }
        if tag == .creDtTm, up[1] == .grpHdr { messageDate = day() }
    }
}
