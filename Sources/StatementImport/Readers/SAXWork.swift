import CLibXML2
import StatementLocalization

/// The parsing thread's loop: push a slice of the file to libxml2, hand over what it reported, until
/// the end of the document, an error, or the reader going away. A small document takes the same
/// steps on the reader's thread, one whenever the reader needs a batch (`step()`).
package struct SAXWork: @unchecked Sendable {
    package let queue: UnsafeMutablePointer<SAXQueue>
    package let slice: UnsafeMutableRawPointer
    package let input: XMLInput
    package let pipe: SAXBatchPipe

    package func run() {
        while !pipe.isCancelled {
            let batch = step()
            let outcome = batch.outcome
            guard pipe.put(batch), outcome == .more else { return }
        }
    }

    /// One turn of the loop: the next slice pushed to libxml2, and what it reported. A small document
    /// is parsed this way on the reader's own thread (`XMLStreamReader.parsesInline`).
    package func step() -> SAXBatch {
        let count = input.serve(slice, XMLStreamReader.sliceSize)
        if count < 0, let at = input.tooManyAttributes {
            queue.pointee.stop(XMLInput.CapturedError(kind: .limit, message: "more than \(XMLAttributeGuard.maxAttributes) attributes on one element",
                                                      line: at.line, column: at.column, openElement: queue.pointee.openElement,
                                                      reason: Message("xml.tooManyAttributes", ["limit": .number(XMLAttributeGuard.maxAttributes)])))
        } else if count < 0 {
            queue.pointee.halt()
        } else {
            let terminate: Int32 = count == 0 ? 1 : 0
            // Errors libxml2 raises outside the parser (the encoding converter's, the I/O layer's) go
            // to this thread's handlers, not to stderr: the first one is the document's error.
            statementreport_silenceGenericErrors()
            xmlSetStructuredErrorFunc(UnsafeMutableRawPointer(queue), xmlConverterError)
            let status = xmlParseChunk(queue.pointee.parser, slice.assumingMemoryBound(to: CChar.self), Int32(count), terminate)
            xmlSetStructuredErrorFunc(nil, nil)
            if status != 0, status == Int32(XML_ERR_INVALID_ENCODING.rawValue) || queue.pointee.converterMessage != nil {
                queue.pointee.stopOnEncoding()
            }
            if count == 0 {
                queue.pointee.finished = true
                queue.pointee.closeRun()
            }
            if queue.pointee.parser.pointee.wellFormed == 0 || queue.pointee.ownError != nil { queue.pointee.halt() }
        }
        if queue.pointee.errorAt != nil || queue.pointee.finished {
            queue.pointee.finished = true
            queue.pointee.closeRun()
        }
        return queue.pointee.takeBatch()
    }
}

/// An error raised outside the parser while it parsed (no parser context: the encoding converter's
/// "input conversion failed …"): kept as the document's error if none came before, printed nowhere.
private let xmlConverterError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    context.assumingMemoryBound(to: SAXQueue.self).pointee.noteConverterError(error.pointee)
}
