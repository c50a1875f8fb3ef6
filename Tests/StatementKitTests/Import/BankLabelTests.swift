import Testing

@testable import StatementImport
@testable import StatementModel

/// Bank labels read into channel, payee and operation day (issue 17): the labels of French and
/// other European banks as their exports write them.
@Suite struct BankLabelTests {
    struct Case: CustomStringConvertible, Sendable {
        var label: String
        var kind: TransactionKind?
        var payee: String?
        var day: Int? = nil
        var month: Int? = nil
        var year: Int? = nil
        var description: String { label }
    }

    static let cases: [Case] = [
        // French banks.
        Case(label: "CB CARREFOUR 25/11", kind: .card, payee: "CARREFOUR", day: 25, month: 11),
        Case(label: "CB CARREFOUR MARKET 01/10", kind: .card, payee: "CARREFOUR MARKET", day: 1, month: 10),
        Case(label: "CARTE X1234 25/11 MONOPRIX PARIS", kind: .card, payee: "MONOPRIX PARIS", day: 25, month: 11),
        Case(label: "PAIEMENT PAR CARTE X4321 FNAC 24/11", kind: .card, payee: "FNAC", day: 24, month: 11),
        Case(label: "PAIEMENT CB 2411 PARIS SNCF", kind: .card, payee: "PARIS SNCF"),
        Case(label: "FACTURE CARTE DU 221126 LEROY MERLIN CARTE 4974XXXXXXXX1234", kind: .card, payee: "LEROY MERLIN", day: 22, month: 11, year: 2026),
        Case(label: "130722 CB****6516", kind: .card, payee: nil, day: 13, month: 7, year: 2022),
        Case(label: "PRLV SEPA EDF CLIENTS PARTICULIERS ECH/251126 ID EMETTEUR/FR12ZZZ", kind: .directDebit, payee: "EDF CLIENTS PARTICULIERS"),
        Case(label: "PRLV SEPA AVANSSUR", kind: .directDebit, payee: "AVANSSUR"),
        Case(label: "PRELEVEMENT FREE MOBILE FM123456789", kind: .directDebit, payee: "FREE MOBILE"),
        Case(label: "PRÉLÈVEMENT SEPA Orange SA", kind: .directDebit, payee: "Orange SA"),
        Case(label: "VIR SEPA LOYER OCTOBRE SCI LES TILLEULS", kind: .transfer, payee: "LOYER SCI LES TILLEULS"),
        Case(label: "VIR INST Marjorie POIROT", kind: .transfer, payee: "Marjorie POIROT"),
        Case(label: "VIR SEPA RECU /DE M JEAN DUPONT /MOTIF LOYER", kind: .transfer, payee: "M JEAN DUPONT"),
        Case(label: "VIREMENT EN VOTRE FAVEUR CAF DE PARIS", kind: .transfer, payee: "CAF DE PARIS"),
        Case(label: "RETRAIT DAB 03/11 PARIS 15", kind: .withdrawal, payee: "PARIS", day: 3, month: 11),
        Case(label: "RETRAIT DAB", kind: .withdrawal, payee: nil),
        Case(label: "CHQ 1234567", kind: .check, payee: nil),
        Case(label: "CHEQUE 8204531", kind: .check, payee: nil),
        Case(label: "REMISE CHEQUE 0012345", kind: .deposit, payee: nil),
        Case(label: "COTISATION JAZZ", kind: .fee, payee: nil),
        Case(label: "FRAIS TENUE DE COMPTE", kind: .fee, payee: nil),
        Case(label: "COMMISSION INTERVENTION", kind: .fee, payee: nil),
        Case(label: "AGIOS", kind: .fee, payee: nil),
        Case(label: "INTERETS CREDITEURS 2026", kind: .interest, payee: nil),
        Case(label: "AVOIR CB DECATHLON 12/11", kind: .refund, payee: "DECATHLON", day: 12, month: 11),
        // German.
        Case(label: "Kartenzahlung REWE Markt 24.11.2026", kind: .card, payee: "REWE Markt", day: 24, month: 11, year: 2026),
        Case(label: "SEPA-Lastschrift Stadtwerke München", kind: .directDebit, payee: "Stadtwerke München"),
        Case(label: "Überweisung Max Mustermann", kind: .transfer, payee: "Max Mustermann"),
        Case(label: "Dauerauftrag Miete", kind: .standingOrder, payee: "Miete"),
        Case(label: "Bargeldauszahlung Geldautomat", kind: .withdrawal, payee: "Geldautomat"),
        // English.
        Case(label: "CARD PAYMENT TO TESCO STORES ON 25-11", kind: .card, payee: "TESCO STORES", day: 25, month: 11),
        Case(label: "DIRECT DEBIT BRITISH GAS", kind: .directDebit, payee: "BRITISH GAS"),
        Case(label: "FASTER PAYMENT J SMITH", kind: .transfer, payee: "J SMITH"),
        Case(label: "STANDING ORDER RENT", kind: .standingOrder, payee: "RENT"),
        Case(label: "CASH WITHDRAWAL", kind: .withdrawal, payee: nil),
        // Dutch, Spanish, Italian.
        Case(label: "Betaalautomaat Albert Heijn 1234", kind: .card, payee: "Albert Heijn"),
        Case(label: "Incasso Vattenfall", kind: .directDebit, payee: "Vattenfall"),
        Case(label: "COMPRA TARJETA MERCADONA", kind: .card, payee: "MERCADONA"),
        Case(label: "RECIBO IBERDROLA", kind: .directDebit, payee: "IBERDROLA"),
        Case(label: "BONIFICO SEPA Mario Rossi", kind: .transfer, payee: "Mario Rossi"),
        Case(label: "PRELIEVO BANCOMAT", kind: .withdrawal, payee: nil),
        Case(label: "Dankort-nota Ziggy Cafe", kind: .card, payee: "Ziggy Cafe"),
        Case(label: "Dankort-nota H&M Hennes & M 10681", kind: .card, payee: "H&M Hennes & M"),
        Case(label: "Visa kob DKK     995,00            WWW.ASOS.COM   00000", kind: .card, payee: "WWW.ASOS.COM"),
        Case(label: "ATM Withdrawal 4", kind: .withdrawal, payee: nil),
        Case(label: "PRLV SEPA ABONNEMENT FREE.NET N.EMETTEUR: 123456", kind: .directDebit, payee: "ABONNEMENT FREE.NET"),
        // No channel: the label is the name.
        Case(label: "NETFLIX.COM", kind: nil, payee: "NETFLIX.COM"),
        Case(label: "VIRGIN MEDIA", kind: nil, payee: "VIRGIN MEDIA"),
        Case(label: "ATMOSPHERE CAFE", kind: nil, payee: "ATMOSPHERE CAFE"),
    ]

    @Test(arguments: cases)
    func reads(_ c: Case) {
        let label = BankLabel(c.label)
        #expect(label.kind == c.kind)
        #expect(label.payee == c.payee)
        #expect(label.day?.day == c.day)
        #expect(label.day?.month == c.month)
        #expect(label.day?.year == c.year)
    }

    @Test func aCardCodeIsNoTextForPeople() {
        #expect(BankLabel("130722 CB****6516").isCode)
        #expect(BankLabel("").isCode)
        #expect(!BankLabel("RETRAIT DAB 10/10").isCode)
        #expect(!BankLabel("CHEQUE").isCode)
        #expect(!BankLabel("CB CARREFOUR 25/11").isCode)
    }

    @Test func tableIsLargeEnough() {
        #expect(Self.cases.count >= 30)
    }

    @Test func operationDayBeforeBooking() throws {
        let booked = try #require(CalendarDay(year: 2027, month: 1, day: 2))
        #expect(BankLabel("CB FNAC 30/12").operationDay(bookedOn: booked) == CalendarDay(year: 2026, month: 12, day: 30))
        #expect(BankLabel("CB FNAC 02/01").operationDay(bookedOn: booked) == CalendarDay(year: 2027, month: 1, day: 2))
        #expect(BankLabel("FNAC").operationDay(bookedOn: booked) == nil)
        // A date the label quotes long before the booking, or after it, is not the operation's.
        #expect(BankLabel("CB FNAC 15/11").operationDay(bookedOn: booked) == nil)
        // Only a card's or a withdrawal's label writes the day it was used.
        #expect(BankLabel("RETRAIT DAB 31/12").operationDay(bookedOn: booked) == CalendarDay(year: 2026, month: 12, day: 31))
        #expect(BankLabel("PRLV SEPA EDF 31/12").operationDay(bookedOn: booked) == nil)
        #expect(BankLabel("BIJDRAGE 01-12-2026 - 31-12-2026").operationDay(bookedOn: booked) == nil)
        #expect(BankLabel("130722 CB****6516").operationDay(bookedOn: booked) == nil)
        #expect(BankLabel("130722 CB****6516").operationDay(bookedOn: try #require(CalendarDay(year: 2022, month: 7, day: 15)))
            == CalendarDay(year: 2022, month: 7, day: 13))
    }
}
