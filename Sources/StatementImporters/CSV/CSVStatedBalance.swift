import StatementImport
import StatementModel

/// A balance or a period that a line above or below the table states, in French, English, German,
/// Spanish, Dutch or Italian: `Solde initial : 1 234,56`, `Balance at end of period,1234.56`,
/// `Solde au 31/10/2026;1 234,56 €`, `Anfangssaldo;1.234,56`, `Saldo inicial`, `Beginsaldo`,
/// `Saldo iniziale`; `Du 01/10/2026 au 31/10/2026`, `Zeitraum: 01.10.2026 - 31.10.2026`.
package struct CSVStatedBalance: Equatable {
    package enum Side: Equatable {
        case opening, closing
        /// "Balance on a day": opening or closing depends on the day and the statement's dates.
        case on(String)
    }

    package var side: Side
    package var amount: Amount
    package var line: Int

    /// Words that open an opening balance's label, folded.
    static let openingLabels = [
        "solde initial", "solde de debut", "solde debut", "ancien solde", "solde precedent", "solde d ouverture",
        "opening balance", "balance at start", "start balance", "starting balance", "balance brought forward", "previous balance",
        "anfangssaldo", "alter kontostand", "alter saldo", "saldo inicial", "saldo anterior", "beginsaldo", "oud saldo",
        "saldo iniziale", "saldo precedente", "saldo di apertura",
    ]
    static let closingLabels = [
        "solde final", "solde de fin", "solde fin", "nouveau solde", "solde de cloture", "closing balance", "balance at end",
        "end balance", "ending balance", "new balance", "endsaldo", "neuer kontostand", "neuer saldo", "saldo final",
        "eindsaldo", "nieuw saldo", "saldo finale", "saldo di chiusura",
    ]
    /// Labels followed by the day the balance is given for.
    static let datedLabels = [
        "solde au", "solde le", "solde en date du", "solde comptable au", "balance as at", "balance as of", "balance on",
        "kontostand am", "saldo am", "saldo al", "saldo a fecha", "saldo a", "saldo op", "saldo per",
    ]

    /// The balance a row states, if it states one: a label cell, then its value after `:` in the same
    /// cell, after the day in the same cell, or in the first following cell that holds something. A
    /// "débiteur"/"overdrawn" label makes a positive value negative.
    /// `names`: the cells as header names, when the caller has them (`CSVPlanner.names`). `everyCell`:
    /// names every cell, without first skipping those that surely hold no label (`mayHoldLabel`; for tests).
    package static func read(_ fields: [String], names: [CSVHeaderName.Normal]? = nil, line: Int, everyCell: Bool = false) -> CSVStatedBalance? {
        for (i, cell) in fields.enumerated() where !cell.isEmpty && (everyCell || mayHoldLabel(cell)) {
            let (parts, name) = CSVPlanner.labelled(cell, name: names?[i], omittingEmpty: false)
            let label = name ?? ""
            // "Solde débiteur au 30/09/2026": the sign's word is read apart.
            let core = label.split(separator: " ").filter { !["debiteur", "crediteur", "overdrawn", "deudor", "acreedor"].contains(String($0)) }
            guard var side = side(of: core.joined(separator: " ")) else { continue }
            var candidates = parts.count == 2 ? [parts[1]] : []
            var rest = Array(fields[(i + 1)...])
            if case .on = side {
                // The day after the label words, in the same cell or the next one; what follows it is the value.
                let tokens = parts[0].split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }).map(String.init)
                if let at = tokens.firstIndex(where: isDay) {
                    side = .on(tokens[at])
                    let after = tokens[(at + 1)...].joined(separator: " ")
                    if !after.isEmpty { candidates.insert(after, at: 0) }
                } else if let at = rest.firstIndex(where: { !$0.trimmedSpaces.isEmpty }), isDay(rest[at].trimmedSpaces) {
                    side = .on(rest[at].trimmedSpaces)
                    rest = Array(rest[(at + 1)...])
                } else if let value = candidates.first, let at = value.split(separator: " ").first, isDay(String(at)) {
                    side = .on(String(at))
                    candidates = [value.split(separator: " ").dropFirst().joined(separator: " ")]
                } else {
                    continue
                }
            }
            for value in (candidates + rest).map(\.trimmedSpaces) where !value.isEmpty {
                guard var amount = try? AmountParser().parse(value).amount else { break }
                let words = label.split(separator: " ")
                if amount.isPositive, words.contains(where: { ["debiteur", "overdrawn", "soll", "deudor", "debet", "debitore"].contains(String($0)) }) {
                    amount = amount.negated
                }
                return CSVStatedBalance(side: side, amount: amount, line: line)
            }
        }
        return nil
    }

    /// A token written as a day: six digits or more, with `/`, `.` or `-` between them.
    static func isDay(_ token: String) -> Bool {
        token.filter(\.isNumber).count >= 6 && token.allSatisfy { $0.isNumber || "/.-".contains($0) } && token.contains(where: { "/.-".contains($0) })
    }

    /// The first word of every label: the label a cell's name starts with (once the sign's words are
    /// read apart) begins with one of them.
    static let firstWords: [[UInt8]] = Set((openingLabels + closingLabels + datedLabels).map { String($0.prefix { $0 != " " }) })
        .sorted().map { Array($0.utf8) }

    /// False when `cell` surely states no balance: it is ASCII and none of the labels' first words is
    /// in it, in either case. An ASCII cell's name is made of its own letters and digits, lowered, so a
    /// label's word in the name is in the cell too; any other cell goes the full way. Naming every cell
    /// of the rows around a table and comparing the name with the 54 labels cost 36,000 instructions a cell.
    static func mayHoldLabel(_ cell: String) -> Bool {
        TextBytes.read(cell) { bytes in
            let n = bytes.count
            for i in 0..<n {
                let b = bytes[i]
                if b >= 0x80 { return true }
                let lower = b | 0x20
                for word in firstWords where word[0] == lower && word.count <= n - i {
                    var j = 1
                    while j < word.count, bytes[i + j] | 0x20 == word[j] { j += 1 }
                    if j == word.count { return true }
                }
            }
            return false
        }
    }

    /// The side a label says (a dated one without its day yet).
    private static func side(of label: String) -> Side? {
        // Every label is ASCII: an ASCII text starts with one, word for word, when its bytes do (no
        // `prefix + " "` made for each of the 54 labels of each cell above the table).
        let ascii = label.utf8.allSatisfy { $0 < 0x80 }
        func starts(_ prefix: String) -> Bool {
            guard ascii else { return label == prefix || label.hasPrefix(prefix + " ") }
            let a = label.utf8, p = prefix.utf8
            guard a.count >= p.count, a.starts(with: p) else { return false }
            return a.count == p.count || a[a.index(a.startIndex, offsetBy: p.count)] == 0x20
        }
        if openingLabels.contains(where: starts) { return .opening }
        if closingLabels.contains(where: starts) { return .closing }
        if datedLabels.contains(where: starts) { return .on("") }
        return nil
    }

    /// The period a row states: two days after a period word (`Du 01/10/2026 au 31/10/2026`,
    /// `Période : 01/10/2026 - 31/10/2026`, `Zeitraum`, `Periodo dal … al …`, `Period: … to …`),
    /// as written (read with the file's date format later).
    /// `names`: the cells as header names, when the caller has them (`CSVPlanner.names`).
    package static func period(_ fields: [String], names: [CSVHeaderName.Normal]? = nil) -> (String, String)? {
        let words = ["du", "periode", "period", "zeitraum", "periodo", "periode van", "van", "from", "dal", "statement period"]
        for (i, cell) in fields.enumerated() where !cell.isEmpty {
            let folded = names?[i].name ?? CSVHeaderName.normalize(cell).name
            guard let first = folded.split(separator: " ").first, words.contains(String(first)) || folded.hasPrefix("periode du") else { continue }
            let days = cell.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" || $0 == ":" || $0 == ";" })
                .map(String.init).filter(isDay)
            if days.count == 2 { return (days[0], days[1]) }
        }
        return nil
    }
}
