/// A section left out of an email because the email could not hold it (`EmailBudget`): its heading
/// and a sentence saying which attached file has it. Reports written to files never hold one.
public struct OmittedSection: SectionContent {
    public static let name = "omitted"

    public var heading: String
    /// `This section does not fit in an email: it is in the attached report releve-2026-10-fr.html.`
    public var omittedText: String

    package init(heading: String, text: String) {
        self.heading = heading
        omittedText = text
    }

    /// The heading of a section's view, whatever its kind (nil for a view without one).
    package static func heading(of content: any SectionContent) -> String? {
        Mirror(reflecting: content).children.first { $0.label == "heading" }?.value as? String
    }
}
