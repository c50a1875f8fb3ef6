import Testing

@testable import StatementAnalysis
@testable import StatementModel

/// `TransferPairing.pairs` takes, for each debit in date order, the credit its rule says — the nearest in
/// days of another account, then the earliest, then the first read — as the scan of every credit of the
/// window did, and in time that does not grow with the square of the credits alike.
@Suite struct TransferPairingOrderTests {
    typealias Candidate = TransferPairing.Candidate

    /// The rule as it was first written: every credit of the window looked at for each debit.
    static func scanned(_ candidates: [Candidate]) -> [(debit: Int, credit: Int)] {
        let debits = candidates.indices.filter { candidates[$0].money.amount.isNegative }
            .sorted { (candidates[$0].day, candidates[$0].sequence) < (candidates[$1].day, candidates[$1].sequence) }
        var taken = Set<Int>()
        var result: [(debit: Int, credit: Int)] = []
        for d in debits {
            let debit = candidates[d]
            let best = candidates.indices.filter { c in
                let credit = candidates[c]
                return credit.money.amount.isPositive && !taken.contains(c) && credit.account != debit.account
                    && credit.money.currency == debit.money.currency && credit.money.amount.magnitude == debit.money.amount.magnitude
                    && abs(credit.day - debit.day) <= TransferPairing.window
            }.min { a, b in
                (abs(candidates[a].day - debit.day), candidates[a].day, candidates[a].sequence)
                    < (abs(candidates[b].day - debit.day), candidates[b].day, candidates[b].sequence)
            }
            if let best {
                taken.insert(best)
                result.append((d, best))
            }
        }
        return result
    }

    @Test func randomCandidatesArePairedAsTheScanPairsThem() {
        var generator = SplitMix64(seed: 20_261_129)
        let euro = Currency.euro, dollar = Currency(code: "USD")!
        for round in 0..<400 {
            let count = Int.random(in: 0...40, using: &generator)
            // Reading order is not the order of the list (the held movements of several files).
            let sequences = (0..<count).shuffled(using: &generator)
            let candidates = (0..<count).map { i in
                let cents = Int.random(in: 1...3, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
                return Candidate(day: Int.random(in: 0...12, using: &generator),
                                 money: Money(Amount(exactly: "\(cents).00")!, Int.random(in: 0...5, using: &generator) == 0 ? dollar : euro),
                                 account: ["A", "B", "C"][Int.random(in: 0...2, using: &generator)], sequence: sequences[i])
            }
            let pairs = TransferPairing.pairs(candidates), expected = Self.scanned(candidates)
            #expect(pairs.map(\.debit) == expected.map(\.debit) && pairs.map(\.credit) == expected.map(\.credit), "round \(round)")
        }
    }

    /// 20,000 debits and 20,000 credits of one amount on the same day in one account, and as many credits in
    /// another: the debits pair with the other account's, in reading order.
    @Test func manyCreditsAlikeOfTheDebitsOwnAccountArePassedOver() {
        let n = 20_000, euro = Currency.euro, one = Amount(exactly: "1.00")!
        var candidates: [Candidate] = []
        for i in 0..<n {
            candidates.append(Candidate(day: 100, money: Money(-one, euro), account: "A", sequence: i))
            candidates.append(Candidate(day: 100, money: Money(one, euro), account: "A", sequence: n + i))
            candidates.append(Candidate(day: 101, money: Money(one, euro), account: "B", sequence: 2 * n + i))
        }
        let pairs = TransferPairing.pairs(candidates)
        #expect(pairs.count == n)
        #expect(pairs.allSatisfy { candidates[$0.credit].account == "B" && candidates[$0.credit].sequence == 2 * n + candidates[$0.debit].sequence })
    }
}
