import FuzzSupport
import StatementKitFuzzing

/// libFuzzer target `ofx-sgml`: see FuzzTarget.ofxSGML.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.ofxSGML, data, size)
}

@main enum FuzzOFXSGML {
    static func main() { fuzzMain(.ofxSGML, fuzzTestOneInput) }
}
