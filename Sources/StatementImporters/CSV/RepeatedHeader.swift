/// Recognises a copy of the header among the data (files that repeat it per page or per account).
package struct RepeatedHeader {
    package let cells: [[UInt8]]

    package init(_ header: [String]?) {
        cells = (header ?? []).map { Array($0.utf8) }
    }

    package func matches(_ reader: CSVReader) -> Bool {
        guard cells.count >= 2, reader.fields.count >= cells.count else { return false }
        for (k, cell) in cells.enumerated() {
            let same = reader.withValue(reader.fields[k]) { value -> Bool in
                let r = CSVReader.trimmedRange(value)
                return r.count == cell.count && zip(value[r], cell).allSatisfy { $0 == $1 }
            }
            if !same { return false }
        }
        return true
    }
}
