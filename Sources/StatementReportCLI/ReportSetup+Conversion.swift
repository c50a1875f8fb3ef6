import ArgumentParser
import StatementKit

extension ReportSetup {
    /// The base currency (`--base-currency`, else the configuration's `base_currency:`) and the rates
    /// (`--rates`, else `rates:`) read once for the run. Rates without a base currency convert to the
    /// rates' own reference (EUR for the ECB's files). A rates file that cannot be read stops the run.
    static func conversion(_ options: inout ReportOptions, command: ReportCommand, config: ReportConfig,
                           printer: DiagnosticPrinter) throws
    {
        if let code = command.baseCurrency { options.baseCurrency = Currency(code: code) }
        guard let path = command.rates ?? config.ratesPath else { return }
        do {
            let rates = try ExchangeRatesReader.read(try InputFile.open(path), reference: options.baseCurrency)
            options.rates = rates
            if options.baseCurrency == nil { options.baseCurrency = rates.reference }
        } catch {
            printer.print(severity: "error", location: error.location, message: printer.catalogue.render(error.message), lineText: error.lineText)
            throw ExitCode(1)
        }
    }

    /// `no USD rate in rates.csv on or up to 31 days before 2026-10-03: …`, or without a rates file, what to give.
    static func missMessage(_ miss: RateMiss, rates: ExchangeRates?) -> Message {
        guard let rates else {
            return Message("currency.miss.noRates", ["currency": .text(miss.currency.code), "base": .text(miss.base.code)])
        }
        let known = rates.currencies.contains(miss.currency) && rates.currencies.contains(miss.base)
        return Message(known ? "currency.miss.day" : "currency.miss.currency", [
            "currency": .text(known || !rates.currencies.contains(miss.currency) ? miss.currency.code : miss.base.code),
            "base": .text(miss.base.code), "day": .text(miss.day.description), "days": .number(rates.maxAge),
            "file": .text(DuplicateFilter.fileName(rates.source)),
        ])
    }
}
