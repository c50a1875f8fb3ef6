/// Recognises a copy of the header among the data (files that repeat it per page or per account).
package struct RepeatedHeader {
    package let cells: [[UInt8]]

    package init(_ header: [String]?) {
        cells = (header ?? []).map { Array($0.utf8) }
    }

    package func matches(_ reader: CSVReader) -> Bool {
        let fields = reader.fields
        guard cells.count >= 2, fields.count >= cells.count else { return false }
        for (k, cell) in cells.enumerated() {
            // Trimming only shortens a value: a field shorter than its cell cannot be it (asked for every
            // row, the first field usually tells a row apart here).
            if let raw = reader.rawValue(fields[k]), raw.count < cell.count { return false }
            let same = reader.withValue(fields[k]) { value -> Bool in
                let r = CSVReader.trimmedRange(value)
                return r.count == cell.count && zip(value[r], cell).allSatisfy { $0 == $1 }
            }
            if !same { return false }
        }
        return true
    }
}
