import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Categorized transactions as an hledger journal (plain-text accounting), one transaction per
/// statement line, both postings written out:
///
/// ```
/// 2026-10-01 * VIR PERMANENT LOYER OCTOBRE  ; id: cp-2026-10-001
///     expenses:Logement                      1200.00 EUR
///     assets:bank:FR7630006000011234567890189  -1200.00 EUR
/// ```
///
/// - The statement's account is `assets:bank:<account>` (`liabilities:card:` for a credit card,
///   `liabilities:loan:` for a loan or credit line), named by its IBAN, number or name; the other
///   side is `expenses:<category>` for money out and `income:<category>` for money in, named in the
///   chosen language; a refund (`RefundMatcher`) is booked against `expenses:<category>` it refunds. The top-level names stay English, the ones hledger recognises.
/// - A movement between the household's own accounts that the transaction itself tells
///   (`OwnTransfers`: a QIF `[Visa]` card payoff or `[Savings]` transfer, the savings category) is
///   booked against `assets:transfers`, neither expense nor income: both sides of a payoff whose
///   card is in the journal cancel there, and what is left is what went to accounts not in it.
/// - `*` marks booked transactions, `!` pending ones; informational entries (no money moved) are
///   written as comments. The payee, when the bank gives one, goes before a `|` (hledger's payee).
/// - Amounts are exact, with a point and the currency code after them; a `commodity` directive per
///   currency says which character is the decimal mark and shows every digit the amounts have.
///   Amounts without a currency are bare numbers.
/// - Balances are comments: a journal is usually appended to a longer one, where an opening balance
///   per import would count twice.
public enum TransactionsLedger {
    /// The other side of a movement between one's own accounts.
    package static let transfers = "assets:transfers"

    /// The whole journal of `statements`: the pieces of the streaming export (`TransactionsPieces`)
    /// put together, so the two write the same bytes and decide the other side in one place.
    public static func encode(_ statements: [Statement], categorizer: Categorizer, catalog: CategoryCatalog = .standard,
                              language: Language) -> String {
        var pieces = TransactionsPieces(format: .ledger, catalog: catalog, language: language)
        var digits: [Currency: Int] = [:]
        for s in statements {
            for t in s.transactions { TransactionsPieces.count(t, digits: &digits) }
        }
        var out = pieces.documentHead(digits: digits)
        var categories = ExportCategories(categorizer: categorizer)
        for (n, s) in statements.enumerated() {
            out += pieces.statementHead(StatementFacts(info: s.info, source: s.source, format: s.format, days: s.transactionDays), first: n == 0)
            let account = RecordAccount(account: s.account, source: s.source)
            let context = AccountContext(account: s.account, source: s.source)
            for transaction in s.transactions {
                let c = categories.categorize(transaction, account: context)
                pieces.record(c.subject.transaction, category: c.category, number: c.number, refund: c.isRefund, account: account, to: &out)
            }
            out += pieces.statementTail(records: s.transactions.count)
        }
        out += pieces.documentTail(statements: statements.count)
        return String(decoding: out, as: UTF8.self)
    }

    package static func entry(_ t: Transaction, own: String, other: String) -> String {
        let mark = t.status == .pending ? "!" : "*"
        var description = oneLine(t.description)
        if let payee = t.payee.map(oneLine), !payee.isEmpty, payee != description { description = payee + " | " + description }
        var head = "\(t.bookingDate) \(mark) \(description)"
        // hledger tags (`name: value`), separated by commas.
        var tags = ["id: " + tagValue(t.id)]
        if let reference = t.reference, !reference.isEmpty { tags.append("reference: " + tagValue(reference)) }
        if let original = t.originalAmount { tags.append("original: " + amount(original)) }
        tags.append("source: " + tagValue(t.location.description))
        head += "  ; " + tags.joined(separator: ", ")
        let width = max(own.count, other.count) + 2
        let value = amount(t.amount)
        let lines = [
            head,
            "    " + other.ledgerPadded(to: width) + amount(t.amount.negated),
            "    " + own.ledgerPadded(to: width) + value,
        ]
        if t.status == .information { return lines.map { "; " + $0 }.joined(separator: "\n") + "\n" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-12.50 EUR`, or `-12.50` without a currency.
    package static func amount(_ money: Money) -> String {
        let number = TransactionsJSON.text(money)
        return money.currency.isUnspecified ? number : number + " " + money.currency.code
    }

    package static func ownAccount(_ account: Account, source: String) -> String {
        let label = account.iban ?? account.id ?? account.name
            ?? String(source.split(separator: "/").last ?? Substring(source))
        let parent: String
        switch account.type {
        case .creditCard: parent = "liabilities:card:"
        case .loan, .creditLine: parent = "liabilities:loan:"
        default: parent = "assets:bank:"
        }
        return parent + accountName(label)
    }

    /// A name hledger reads as one account level: no `:` (it separates levels), no run of spaces or
    /// tab (they end the name), no brackets at the ends (virtual postings), no `;`.
    package static func accountName(_ text: String) -> String {
        var out = ""
        var lastSpace = false
        for c in text {
            let d: Character = (c == ":" || c == ";") ? "-" : (c.isWhitespace ? " " : c)
            if d == " " {
                if lastSpace { continue }
                lastSpace = true
            } else {
                lastSpace = false
            }
            out.append(d)
        }
        let trimmed = out.ledgerTrimmed(" ()[]")
        return trimmed.isEmpty ? "unknown" : trimmed
    }

    /// One line of text with no `;` (which would start a comment early).
    package static func oneLine(_ text: String) -> String {
        var out = ""
        for c in text {
            if c.isNewline || c == "\t" { out.append(" ") } else if c == ";" { out.append(",") } else { out.append(c) }
        }
        return out.ledgerTrimmed(" ")
    }

    package static func comment(_ text: String) -> String { oneLine(text) }

    /// A tag's value ends at a comma: commas become spaces.
    package static func tagValue(_ text: String) -> String { String(oneLine(text).map { $0 == "," ? " " : $0 }) }
}

extension String {
    fileprivate func ledgerPadded(to width: Int) -> String { count >= width ? self + "  " : self + String(repeating: " ", count: width - count) }

    fileprivate func ledgerTrimmed(_ set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
