import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Round-ups, as savings apps do them: each payment rounded up to the next multiple of a step
/// (1, 5 or 10 whole units of its currency), and the difference put aside.
public enum RoundUp {
    /// What rounding the payment `amount` (negative or positive; its magnitude is used) up to the
    /// next multiple of `step` whole units adds: in [0, step), exact, at the amount's own scale
    /// (3.20 EUR → 0.80 with step 1; 325 JPY → 5 with step 10; 10.00 → 0).
    public static func amount(for amount: Amount, step: Int) -> Amount {
        precondition(step > 0, "step must be positive")
        let magnitude = amount.magnitude
        let stepUnits = Int128(step) * Amount.power(magnitude.scale)
        let remainder = magnitude.units % stepUnits
        return Amount(units: remainder == 0 ? 0 : stepUnits - remainder, scale: magnitude.scale)
    }
}
