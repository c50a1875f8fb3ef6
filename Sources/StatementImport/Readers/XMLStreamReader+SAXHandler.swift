import CLibXML2

extension XMLStreamReader {
    /// The callbacks libxml2 calls as it parses: each queues what it reports on the `SAXQueue` given
    /// as the parser's context.
    static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = xmlSAXStartElement
        handler.endElementNs = xmlSAXEndElement
        handler.characters = xmlSAXCharacters
        handler.ignorableWhitespace = xmlSAXCharacters
        handler.cdataBlock = xmlSAXCData
        handler.processingInstruction = xmlSAXProcessingInstruction
        handler.comment = xmlSAXComment
        handler.reference = xmlSAXReference
        handler.internalSubset = xmlSAXInternalSubset
        handler.serror = xmlSAXError
        return handler
    }
}

@inline(__always)
private func queue(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<SAXQueue> {
    context!.assumingMemoryBound(to: SAXQueue.self)
}

private let xmlSAXStartElement: startElementNsSAX2Func = { context, name, prefix, uri, _, _, count, _, values in
    guard let name else { return }
    queue(context).pointee.startElement(name, prefix, uri, Int(count), values)
}

private let xmlSAXEndElement: endElementNsSAX2Func = { context, _, _, _ in queue(context).pointee.endElement() }

private let xmlSAXCharacters: charactersSAXFunc = { context, bytes, count in
    guard let bytes, count > 0 else { return }
    queue(context).pointee.characters(bytes, Int(count))
}

private let xmlSAXCData: cdataBlockSAXFunc = { context, bytes, count in
    guard let bytes else { return }
    queue(context).pointee.cdata(bytes, Int(count))
}

private let xmlSAXProcessingInstruction: processingInstructionSAXFunc = { context, target, data in
    guard let target else { return }
    queue(context).pointee.processingInstruction(target, data)
}

private let xmlSAXComment: commentSAXFunc = { context, _ in queue(context).pointee.closeRun() }

private let xmlSAXReference: referenceSAXFunc = { context, name in
    guard let name else { return }
    queue(context).pointee.reference(name)
}

private let xmlSAXInternalSubset: internalSubsetSAXFunc = { context, _, _, _ in queue(context).pointee.doctype() }

/// libxml2's structured error handler: keeps the first error, prints nothing.
private let xmlSAXError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    queue(context).pointee.captureError(error.pointee)
}
