import StatementModel

/// The last step of the HTML and Markdown reports (and so of the email's two parts).
package enum ReportText {
    /// `text` without bidirectional embeddings, overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069), and with its control characters (but tab and line ends) written as visible
    /// escapes (`\x1b`): see `ControlCharacters`. `text` itself, uncopied, when it has none.
    ///
    /// The controls are dropped rather than isolated (`<bdi>`): an isolate keeps an override from
    /// reaching the text around it, but the text inside is still shown reversed (U+202E then `00.001` shows as
    /// `100.00`), and Markdown, a terminal or a mail reader's text part have no isolates at all.
    /// Right-to-left text itself needs none of them: the Unicode algorithm orders Arabic and Hebrew
    /// by their letters; the marks U+200E, U+200F and U+061C, which reverse nothing, are kept.
    package static func inert(_ text: String) -> String {
        ControlCharacters.visible(ControlCharacters.withoutBidiControls(text), keepingLineFeeds: true)
    }
}
