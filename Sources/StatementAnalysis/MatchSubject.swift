import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The account a transaction belongs to, as rules see it: every name it goes by, folded once per
/// statement.
package struct AccountContext: Sendable {
    /// Raw and folded names: id, IBAN (as written and without spaces), name, holder, the file name.
    package let names: [(raw: String, folded: [UInt8])]

    package init(account: Account, source: String) {
        var raw: [String] = []
        if let id = account.id { raw.append(id) }
        if let iban = account.iban {
            raw.append(iban)
            raw.append(iban.filter { $0 != " " })
        }
        if let name = account.name { raw.append(name) }
        if let holder = account.holder { raw.append(holder) }
        let base = source.split(separator: "/").last.map(String.init) ?? source
        if !base.isEmpty { raw.append(base) }
        var seen: Set<String> = []
        names = raw.filter { !$0.isEmpty && seen.insert($0).inserted }.map { ($0, TextFolding.fold($0)) }
    }

    package static let none = AccountContext(account: Account(), source: "")
}

/// What rules and the report read from one text: its folded form, the earliest built-in keyword in
/// it and the payee name it gives as a description. A function of the text alone, so an accumulator
/// computes it once per distinct text (`TextFactsCache`).
package struct TextFacts {
    /// `TextFolding.fold(text)`.
    package let folded: [UInt8]
    /// The rank of the earliest built-in keyword for money out found in the folded text (`KeywordIndex`),
    /// -1 for none, `TextFacts.notSearched` when nobody looked.
    package var keyword: Int
    /// The same for money in (valid when `keyword` is).
    package var keywordIn: Int = -1
    /// The payee key this text gives: the folded text itself for a payee field, `PayeeName.key` of it for
    /// a description; nil when not computed.
    package var payee: PayeeKey?
    /// Whether the folded text's first word is a card word (`RecurrenceDetector.isCard`).
    package let startsWithCardWord: Bool

    package static let notSearched = Int.min

    package init(folded: [UInt8], keyword: Int = TextFacts.notSearched, keywordIn: Int = -1, payee: PayeeKey? = nil) {
        self.folded = folded
        self.keyword = keyword
        self.keywordIn = keywordIn
        self.payee = payee
        startsWithCardWord = RecurrenceDetector.startsWithCardWord(folded)
    }

    package init(_ text: String) { self.init(folded: TextFolding.fold(text)) }
}

/// One transaction as rules look at it: its fields folded on first use, once, however many rules ask
/// (or given ready by the caller's cache).
package struct MatchSubject {
    package let transaction: Transaction
    package let account: AccountContext

    private var _description: TextFacts?
    private var _payee: TextFacts??
    private var _memo: TextFacts??
    private var _ownAccount: [UInt8]??
    private var _payeeName: String? = nil

    // The facts are read where they lie, never handed out: a copy of `TextFacts` retains and
    // releases both of its arrays (it was made a few times a row).

    package var description: [UInt8] {
        mutating get {
            loadDescription()
            return _description!.folded
        }
    }

    /// Whether the folded description's first word is a card word.
    package var descriptionStartsWithCardWord: Bool {
        mutating get {
            loadDescription()
            return _description!.startsWithCardWord
        }
    }

    package var payee: [UInt8]? {
        mutating get {
            loadPayee()
            guard case .some(.some) = _payee else { return nil }
            return _payee!!.folded
        }
    }

    package var memo: [UInt8]? {
        mutating get {
            loadMemo()
            guard case .some(.some) = _memo else { return nil }
            return _memo!!.folded
        }
    }

    /// `body` on the facts of the description, then of the payee and of the memo when there are
    /// such fields, in place (what it changes in them is kept).
    package mutating func updateFacts(_ body: (inout TextFacts) -> Void) {
        loadDescription()
        body(&_description!)
        loadPayee()
        if case .some(.some) = _payee { body(&_payee!!) }
        loadMemo()
        if case .some(.some) = _memo { body(&_memo!!) }
    }

    /// The payee key: the payee field's folded text when it has one, else `PayeeName.key` of the
    /// folded description; worked out once and kept in the facts.
    package mutating func payeeKey() -> PayeeKey {
        loadPayee()
        if case .some(.some) = _payee, !_payee!!.folded.isEmpty {
            if let key = _payee!!.payee { return key }
            let key = PayeeKey(_payee!!.folded)
            _payee!!.payee = key
            return key
        }
        loadDescription()
        if let key = _description!.payee { return key }
        let key = PayeeKey(PayeeName.key(description: _description!.folded))
        _description!.payee = key
        return key
    }

    /// The payee's name to show (`PayeeName.display`), worked out once: a payee met for the first
    /// time is named both in the report's payees and in its recurring payments.
    package mutating func payeeName() -> String {
        if let name = _payeeName { return name }
        let name = PayeeName.display(transaction)
        _payeeName = name
        return name
    }

    private mutating func loadDescription() {
        if _description == nil { _description = TextFacts(transaction.description) }
    }

    private mutating func loadPayee() {
        if case .none = _payee { _payee = .some(transaction.payee.map { TextFacts($0) }) }
    }

    private mutating func loadMemo() {
        if case .none = _memo { _memo = .some(transaction.memo.map { TextFacts($0) }) }
    }

    package var ownAccount: [UInt8]? {
        mutating get {
            if let a = _ownAccount { return a }
            let a = transaction.account.map(TextFolding.fold)
            _ownAccount = .some(a)
            return a
        }
    }
}

// The initializers are in an extension, so that the struct keeps its memberwise initializer.
extension MatchSubject {
    package init(_ transaction: Transaction, account: AccountContext) {
        self.init(transaction: transaction, account: account)
    }

    /// With the texts' facts already known (from a `TextFactsCache`). Through the memberwise
    /// initializer: the transaction is moved in (an initializer of its own was measured to copy it).
    package static func ready(_ transaction: consuming Transaction, account: AccountContext, description: TextFacts, payee: TextFacts?,
                      memo: TextFacts?) -> MatchSubject
    {
        MatchSubject(transaction: transaction, account: account, _description: description, _payee: .some(payee), _memo: .some(memo),
                     _ownAccount: nil)
    }
}

extension TransactionMatch {
    /// Whether every condition holds for the transaction.
    package func matches(_ subject: inout MatchSubject) -> Bool {
        let t = subject.transaction
        if let direction {
            guard direction == .moneyOut ? t.isMoneyOut : t.isMoneyIn else { return false }
        }
        if !kinds.isEmpty, !kinds.contains(t.kind) { return false }
        if let amount, !amount.contains(t.amount.amount) { return false }
        if !description.isEmpty {
            let folded = subject.description
            guard description.contains(where: { $0.matches(raw: t.description, folded: folded) }) else { return false }
        }
        if !payee.isEmpty {
            guard let raw = t.payee, let folded = subject.payee,
                payee.contains(where: { $0.matches(raw: raw, folded: folded) })
            else { return false }
        }
        if !memo.isEmpty {
            guard let raw = t.memo, let folded = subject.memo,
                memo.contains(where: { $0.matches(raw: raw, folded: folded) })
            else { return false }
        }
        if !counterparty.isEmpty {
            let raw: String
            let folded: [UInt8]
            if let p = t.payee, let f = subject.payee, !f.isEmpty {
                raw = p
                folded = f
            } else {
                raw = t.description
                folded = subject.description
            }
            guard counterparty.contains(where: { $0.matches(raw: raw, folded: folded) }) else { return false }
        }
        if !account.isEmpty, !account.matchesAccount(&subject) { return false }
        return true
    }
}

extension Array where Element == TextPattern {
    /// Whether any pattern matches any of the account's names (and the transaction's own account).
    package func matchesAccount(_ subject: inout MatchSubject) -> Bool {
        if isEmpty { return false }
        var names = subject.account.names
        if let raw = subject.transaction.account, let folded = subject.ownAccount { names.append((raw, folded)) }
        return contains { pattern in names.contains { pattern.matches(raw: $0.raw, folded: $0.folded) } }
    }
}
