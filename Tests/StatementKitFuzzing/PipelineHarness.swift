import StatementKit

/// The whole way from bytes to reports, as `statement-report` goes: detection, streaming import into
/// the report (with people, splits and round-ups configured, so every section has work), one rendering
/// of it; and `transactions --format json`, which must read back through the JSON importer to the same
/// transactions.
///
/// One rendering per input, not all of them: the input's length picks the language and the format
/// (HTML, Markdown, text or the JSON report, in French or English), so that every pair is fuzzed across runs
/// while a run pays for one. The same input always picks the same pair.
enum PipelineHarness {
    static let name = "fuzz-compte"

    static let config: ReportConfig = {
        let yaml = """
            people:
              - name: Camille
                accounts: [fuzz]
              - name: Alex
                accounts: [compte]
            rules:
              - match: {description: carte}
                category: groceries
            splits:
              - category: housing
                shares: {Camille: 2, Alex: 1}
              - match: {direction: out}
                equal: [Camille, Alex]
            roundups:
              step: 1
            """
        do {
            return try ReportConfig(yaml: yaml)
        } catch {
            fatalError("the pipeline's configuration does not read: \(error)")
        }
    }()

    /// Built once: the options and the categorizer compiled from the rules; each input starts an empty
    /// accumulator from it.
    static let builder = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!, config: config,
                                       options: ReportOptions(config: config, maxTransactions: 20, explain: true))

    /// Detection and import on the calling thread (a second thread costs more than it gives on small inputs).
    static let session: ReportSession = {
        var session = ReportSession()
        session.usesTwoThreads = false
        return session
    }()

    /// Every (language, renderer) pair; one per input.
    static let renderings: [(locale: ReportLocale, format: OutputFormat, renderer: any ReportRenderer)] =
        OutputFormat.allCases.flatMap { format in
            [ReportLocale.french, ReportLocale.english].compactMap { locale in format.renderer.map { (locale, format, $0) } }
        }

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        let input = InputFile.bytes(bytes, name: name)
        var accumulator = builder.accumulator()
        // The statements kept as the report reads them (`RunFiles`, what the history and the comparison
        // with earlier months read after the report): the export is made from them, not from a second
        // detection and import of the same bytes (`importFile` reads into the same `StatementCollector`).
        let kept = RunFiles()
        do throws(ImportError) {
            let record = try session.stream(input, into: &accumulator, keeping: kept)
            outcome.imported = record.imported
            outcome.check(record.isBalanced, "rows read \(record.rowsRead) are not all accounted for")
        } catch {
            outcome.error = error
            Invariants.check(error, file: name, catalogue: FuzzTarget.catalogue(for: bytes), into: &outcome)
            return outcome
        }
        let rendering = renderings[bytes.count % renderings.count]
        let document = ReportDocument(accumulator.report(), locale: rendering.locale)
        do throws(RenderError) {
            _ = try rendering.renderer.render(document)
        } catch {
            outcome.problems.append("the \(rendering.format) report in \(rendering.locale) does not render: \(error)")
        }
        guard kept.files.count == 1 else {
            outcome.problems.append("the file was read but \(kept.files.count) files were kept")
            return outcome
        }
        roundTrip(kept.files[0], into: &outcome)
        return outcome
    }

    /// The statements exported as the project's JSON form read back as the same transactions.
    static func roundTrip(_ original: HistoryInput, into outcome: inout FuzzOutcome) {
        let text = TransactionsJSON.encode(original.statements)
        let back: ImportResult
        do throws(ImportError) {
            back = try ImporterHarness.json.importFile(.bytes(Array(text.utf8), name: "export.json"))
        } catch {
            outcome.problems.append("the JSON export does not read back: \(error)")
            return
        }
        outcome.check(back.record.rejected.isEmpty, "the JSON export has rejected rows: \(back.record.rejected.map(\.reason))")
        outcome.check(back.statements.count == original.statements.count,
                      "\(original.statements.count) statements exported, \(back.statements.count) read back")
        for (a, b) in zip(original.statements, back.statements) {
            outcome.check(a.info == b.info, "the statement \(a.info) reads back as \(b.info)")
            outcome.check(a.transactions.count == b.transactions.count, "\(a.transactions.count) transactions exported, \(b.transactions.count) read back")
            for (t, u) in zip(a.transactions, b.transactions) {
                var u = u
                u.location = t.location
                // Our JSON form does not say whether an id was computed: read back, every id is the source's.
                u.hasSourceID = t.hasSourceID
                outcome.check(t == u, "\(t) reads back as \(u)")
            }
        }
    }
}
