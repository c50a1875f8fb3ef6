import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The running totals of one currency: what a `CurrencyFigures` is made from, without keeping the
/// transactions (the largest payments are a bounded heap; payees, months and days are sums).
package struct CurrencyAccumulator {
    package let currency: Currency
    package var moneyIn = Amount.zero
    package var moneyOut = Amount.zero
    package var count = 0
    package var pending = 0
    /// By category number (`CategoryNumbers`); a category with no payment has a count of 0.
    package var spending: [Tally] = []
    /// By `year * 12 + month - 1`, apart from the month being added to (`currentMonth`).
    package var months: [Int: Flow] = [:]
    /// By day number, apart from `currentDay`.
    package var days: [Int: Flow] = [:]
    /// The month and the day transactions are being added to: statements come in date order, so the
    /// dictionaries change once per month or day, not once per transaction (sums are exact: the same
    /// totals whatever the grouping).
    package var currentMonth = RunningFlow()
    package var currentDay = RunningFlow()
    var payees = PayeeTable<PayeeTally>()
    /// Refunds read before any payment to their payee, by payee: taken off its payments in `figures`.
    package var earlyRefunds: [PayeeKey: Amount] = [:]
    package var largest: BoundedHeap<LargestEntry>
    /// The key of the smallest payment `largest` keeps once it is full: what a payment must beat,
    /// tested without touching (and copying) the kept transactions.
    private var largestFloor: (magnitude: Amount, day: CalendarDay, order: ListOrder)?
    /// Movements between the household's accounts (`OwnTransfers`): out (negative), in, how many, and
    /// the net put into savings books.
    package var transfersOut = Amount.zero
    package var transfersIn = Amount.zero
    package var transferCount = 0
    package var savings = Amount.zero
    /// Transfers paired across loaded accounts (`TransferPairing`): how many, and the first listed.
    package var pairCount = 0
    package var pairs: [TransferPair] = []
    /// Refunds (`RefundMatcher`) by the category number they reduce, their total (positive) and count.
    package var refunds: [Tally] = []
    package var refundTotal = Amount.zero
    package var refundCount = 0
    package var roundUpTotal = Amount.zero
    package var roundUpCount = 0
    /// By the day number of the week's Monday.
    package var roundUpWeeks: [Int: Tally] = [:]
    /// By `year * 12 + month - 1`.
    package var roundUpMonths: [Int: Tally] = [:]

    /// Payments kept per payee for finding recurring ones (`RecurringTracker`); a payee paid more
    /// often than this is not a subscription and its list is dropped.
    package static let occurrenceLimit = 1_000

    package struct Tally {
        package var amount = Amount.zero
        package var count = 0
    }

    package struct Flow {
        package var moneyIn = Amount.zero
        package var moneyOut = Amount.zero
        package var count = 0

        package mutating func add(_ other: Flow) {
            moneyIn += other.moneyIn
            moneyOut += other.moneyOut
            count += other.count
        }
    }

    package struct RunningFlow {
        package var key = Int.min
        package var flow = Flow()
    }

    /// The running flow of `key`, the previous one put away in `table` when the key changes.
    @inline(__always)
    package static func running(_ current: inout RunningFlow, _ key: Int, _ table: inout [Int: Flow]) {
        guard current.key != key else { return }
        if current.key != Int.min { table[current.key, default: Flow()].add(current.flow) }
        current = RunningFlow(key: key, flow: Flow())
    }

    /// `table` with `current` added in.
    private static func merged(_ table: [Int: Flow], _ current: RunningFlow) -> [Int: Flow] {
        var table = table
        if current.key != Int.min { table[current.key, default: Flow()].add(current.flow) }
        return table
    }

    package struct PayeeTally {
        package var name: String
        package var spent = Amount.zero
        package var count = 0
        package var lastDay: CalendarDay
        package var lastCategory: String
    }

    /// Orders payments largest first, then earliest, then first read.
    package struct LargestEntry: Comparable {
        package var magnitude: Amount
        package var day: CalendarDay
        package var order: ListOrder
        package var item: CategorizedTransaction

        package static func < (a: LargestEntry, b: LargestEntry) -> Bool {
            if a.magnitude != b.magnitude { return a.magnitude > b.magnitude }
            if a.day != b.day { return a.day < b.day }
            return a.order < b.order
        }

        package static func == (a: LargestEntry, b: LargestEntry) -> Bool { a.order == b.order }
    }

    package init(currency: Currency, top: Int) {
        self.currency = currency
        self.largest = BoundedHeap(capacity: top)
    }

    /// Which sections need what, decided once.
    package struct Needs {
        package var months, days, payees, recurring, largest, roundUps: Bool
        package var roundUpStep: Int

        package init(_ options: ReportOptions) {
            days = options.shows(.days)
            months = options.shows(.months) || days
            recurring = options.shows(.recurring)
            payees = options.shows(.payees)
            largest = options.shows(.largest)
            roundUps = options.shows(.roundups)
            roundUpStep = options.roundUpStep
        }
    }

    /// Adds `subject.transaction`.
    package mutating func add(_ subject: inout MatchSubject, category: String, number: Int, reason: Categorizer.Reason, order: ListOrder, needs: Needs) {
        count += 1
        let status = subject.transaction.status
        if status == .pending { pending += 1 }
        guard status != .information else { return }
        let amount = subject.transaction.amount.amount
        let day = subject.transaction.bookingDate
        let monthKey = day.year * 12 + day.month - 1
        let wantsMonths = needs.months
        if wantsMonths { CurrencyAccumulator.running(&currentMonth, monthKey, &months) }
        if needs.days { CurrencyAccumulator.running(&currentDay, order.day, &days) }
        if amount.isPositive {
            moneyIn += amount
            if wantsMonths { CurrencyAccumulator.flow(&currentMonth.flow, in: amount) }
            if needs.days { CurrencyAccumulator.flow(&currentDay.flow, in: amount) }
            return
        }
        guard amount.isNegative else {
            if wantsMonths { currentMonth.flow.count += 1 }
            if needs.days { currentDay.flow.count += 1 }
            return
        }
        moneyOut += amount
        let magnitude = amount.magnitude
        if number >= spending.count { spending += Array(repeating: Tally(), count: number + 1 - spending.count) }
        CurrencyAccumulator.tally(&spending[number], magnitude)
        if wantsMonths { CurrencyAccumulator.flow(&currentMonth.flow, out: amount) }
        if needs.days { CurrencyAccumulator.flow(&currentDay.flow, out: amount) }
        if needs.payees {
            let key = subject.payeeKey()
            if let i = payees.index(of: key) {
                CurrencyAccumulator.record(&payees.values[i], day, magnitude: magnitude, category: category)
            } else {
                var tally = PayeeTally(name: subject.payeeName(), lastDay: day, lastCategory: category)
                CurrencyAccumulator.record(&tally, day, magnitude: magnitude, category: category)
                payees.append(key, tally)
            }
        }
        if needs.largest, largest.capacity > 0, largestFloor.map({ kept in
            kept.magnitude != magnitude ? magnitude > kept.magnitude
                : kept.day != day ? day < kept.day : order < kept.order
        }) ?? true {
            largest.insert(LargestEntry(magnitude: magnitude, day: day, order: order,
                                        item: CategorizedTransaction(transaction: subject.transaction, category: category, reason: reason)))
            if largest.isFull { largestFloor = largest.largest { ($0.magnitude, $0.day, $0.order) } }
        }
        if needs.roundUps, status == .booked {
            let extra = RoundUp.amount(for: magnitude, step: needs.roundUpStep)
            roundUpTotal += extra
            roundUpCount += 1
            let monday = day.adding(days: 1 - day.weekday).dayNumber
            CurrencyAccumulator.tally(&roundUpWeeks[monday, default: Tally()], extra)
            CurrencyAccumulator.tally(&roundUpMonths[monthKey, default: Tally()], extra)
        }
    }

    @inline(__always)
    package static func flow(_ f: inout Flow, in amount: Amount) {
        f.moneyIn += amount
        f.count += 1
    }

    @inline(__always)
    package static func flow(_ f: inout Flow, out amount: Amount) {
        f.moneyOut += amount
        f.count += 1
    }

    @inline(__always)
    package static func tally(_ t: inout Tally, _ amount: Amount) {
        t.amount += amount
        t.count += 1
    }

    private static func record(_ payee: inout PayeeTally, _ day: CalendarDay, magnitude: Amount, category: String) {
        payee.spent += magnitude
        payee.count += 1
        if day >= payee.lastDay {
            payee.lastDay = day
            payee.lastCategory = category
        }
    }

    /// The section, for a report covering `period`, with the recurring payments `recurring` found.
    package func figures(period: DayRange?, options: ReportOptions, categories: [String], balances: BalanceTotals,
                         recurring: [RecurringPayment]) -> CurrencyFigures
    {
        func money(_ a: Amount) -> Money { Money(a, currency) }
        var tallies = payees.values
        for (key, amount) in earlyRefunds { if let i = payees.index(of: key) { tallies[i].spent -= amount } }
        let payeeList = options.shows(.payees)
            ? tallies.sorted { a, b in a.spent != b.spent ? a.spent > b.spent : a.name < b.name }.prefix(options.top)
                .map { PayeeSummary(name: $0.name, spent: money($0.spent), count: $0.count) }
            : []
        var figures = CurrencyFigures(
            currency: currency, moneyIn: money(moneyIn), moneyOut: money(moneyOut), net: money(moneyIn + moneyOut),
            transactionCount: count, pendingCount: pending, openingBalance: balances.opening, closingBalance: balances.closing,
            reconciliation: balances.reconciliation, statementsWithoutBalances: balances.withoutBalances,
            spending: spendingList(categories),
            months: options.shows(.months) || options.shows(.days) ? monthList(period: period, days: options.shows(.days)) : [],
            topPayees: Array(payeeList), largest: largest.sorted().map(\.item),
            recurring: options.shows(.recurring) ? recurring : [],
            roundUps: options.shows(.roundups) ? roundUpSummary(step: options.roundUpStep) : nil)
        if refundCount > 0 { figures.refunds = RefundSummary(total: money(refundTotal), count: refundCount) }
        if transferCount > 0 {
            figures.transfers = TransferSummary(moneyOut: money(transfersOut), moneyIn: money(transfersIn), count: transferCount,
                                                savings: money(savings), paired: pairCount, pairs: pairs)
        }
        figures.accountCount = balances.accounts
        figures.mismatches = balances.mismatches
        figures.balancesPerAccount = balances.accounts > 1 && balances.anyBalance
        return figures
    }

    /// The months of the period (`monthKeys`), each with its days when `days`.
    private func monthList(period: DayRange?, days wantsDays: Bool) -> [MonthSummary] {
        func money(_ a: Amount) -> Money { Money(a, currency) }
        var monthList: [MonthSummary] = []
        let months = CurrencyAccumulator.merged(self.months, currentMonth)
        let days = CurrencyAccumulator.merged(self.days, currentDay)
        for key in monthKeys(period: period, months) {
            let year = key / 12, month = key % 12 + 1
            let flow = months[key] ?? Flow()
            var dayList: [DaySummary] = []
            if wantsDays, let first = CalendarDay(year: year, month: month, day: 1) {
                var start = first, end = first.lastOfMonth
                if let period {
                    start = max(start, period.start)
                    end = min(end, period.end)
                }
                if start <= end {
                    for n in start.dayNumber...end.dayNumber {
                        let f = days[n] ?? Flow()
                        dayList.append(DaySummary(day: CalendarDay(dayNumber: n), moneyIn: money(f.moneyIn), moneyOut: money(f.moneyOut), count: f.count))
                    }
                }
            }
            monthList.append(MonthSummary(
                year: year, month: month, moneyIn: money(flow.moneyIn), moneyOut: money(flow.moneyOut),
                net: money(flow.moneyIn + flow.moneyOut), count: flow.count, days: dayList))
        }
        return monthList
    }

    /// The round-ups by week and by month.
    private func roundUpSummary(step: Int) -> RoundUpSummary {
        func money(_ a: Amount) -> Money { Money(a, currency) }
        let weeks = roundUpWeeks.keys.sorted().map { k in
            RoundUpPeriod(start: CalendarDay(dayNumber: k), total: money(roundUpWeeks[k]!.amount), count: roundUpWeeks[k]!.count)
        }
        let monthsList = roundUpMonths.keys.sorted().map { k in
            RoundUpPeriod(start: CalendarDay(year: k / 12, month: k % 12 + 1, day: 1)!, total: money(roundUpMonths[k]!.amount),
                          count: roundUpMonths[k]!.count)
        }
        return RoundUpSummary(step: step, total: money(roundUpTotal), count: roundUpCount, weeks: weeks, months: monthsList)
    }

    /// Every month of the period when it spans at most ten years, else only the months with movements.
    private func monthKeys(period: DayRange?, _ months: [Int: Flow]) -> [Int] {
        if let period {
            let first = period.start.year * 12 + period.start.month - 1
            let last = period.end.year * 12 + period.end.month - 1
            if last - first < 120 { return Array(first...last) }
        }
        return months.keys.sorted()
    }
}

/// A folded payee name with its hash computed once (hashing an array feeds the hasher byte by byte).
///
/// The hash is `Hasher`'s, over the bytes: seeded per process, so nobody can write payee names that
/// share one hash. (It was FNV-1a, which has no seed: names made to collide on all 64 bits would all
/// have fallen on one slot of the payee tables, and each look-up would have compared them all.)
package struct PayeeKey: Hashable {
    package let bytes: [UInt8]
    package let hash: Int

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        self.hash = hasher.finalize()
    }

    package static func == (a: PayeeKey, b: PayeeKey) -> Bool { a.hash == b.hash && a.bytes == b.bytes }
    package func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// Where a transaction comes in the list: by day, then statement, then order of reading.
package struct ListOrder: Comparable, Hashable {
    /// The booking day's `dayNumber`: `CurrencyAccumulator.add` reads the day's number from here.
    package var day: Int
    package var statement: Int
    package var sequence: Int

    package static func < (a: ListOrder, b: ListOrder) -> Bool {
        (a.day, a.statement, a.sequence) < (b.day, b.statement, b.sequence)
    }
}

/// Exact divisions for averages and shares.
package enum Ratio {
    /// `amount / count` rounded half-even to `scale` digits.
    package static func divide(_ amount: Amount, by count: Int, scale: Int) -> Amount {
        guard count > 0 else { return .zero }
        return quotient(amount, Amount(count), scale: scale)
    }

    /// `part / whole × 100` rounded half-even to `scale` digits; 0 when `whole` is zero.
    package static func percent(_ part: Amount, of whole: Amount, scale: Int) -> Amount {
        guard !whole.isZero else { return Amount(units: 0, scale: scale) }
        // part / whole to scale + 2 digits is the percentage to scale digits: no multiplication to overflow.
        return Amount(units: quotient(part, whole, scale: scale + 2).units, scale: scale)
    }

    /// `a / b` rounded half-even to `scale` digits; 0 when `b` is zero.
    package static func quotient(_ a: Amount, _ b: Amount, scale: Int) -> Amount {
        a.divided(by: b, scale: scale) ?? Amount(units: 0, scale: scale)
    }
}
