import FuzzSupport
import StatementKitFuzzing

/// libFuzzer target `ofx-xml`: see FuzzTarget.ofxXML.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.ofxXML, data, size)
}

@main enum FuzzOFXXML {
    static func main() { fuzzMain(.ofxXML, fuzzTestOneInput) }
}
