import CLibXML2

/// Nodes parsed together, handed from the parsing thread to the reading one.
package struct SAXBatch {
    package enum Outcome { case more, end, error }
    package var events: [SAXQueue.Event] = []
    package var arena = ByteArena()
    package var attributes: [(name: UnsafePointer<xmlChar>, value: Range<Int>)] = []
    /// What comes after these events: more, the end of the document, or the error that stopped it.
    package var outcome = Outcome.more
}
