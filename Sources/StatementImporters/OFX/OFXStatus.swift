/// One `STATUS` aggregate.
package struct OFXStatus {
    package var code: String?
    package var severity: String?
    package var message: String?
    package var mark: OFXMark?
}
