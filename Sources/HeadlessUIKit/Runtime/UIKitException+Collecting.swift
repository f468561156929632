import Foundation

// Throwing variants of work that reaches UIKit's exceptions deep inside non-throwing code (loading a view runs
// the nib, the embed segues, the nib search): inside `collecting`, such a site records its exception and falls
// back (a generic view, no embedded child) instead of stopping, and the throwing variant throws the first one.

@MainActor
extension UIKitException {
    /// The exceptions recorded by the innermost `collecting`; nil outside one (sites then stop the program).
    private static var collected: [UIKitException]?

    /// Runs `body`; exceptions raised through `raiseOrCollect()` inside it are recorded instead of stopping
    /// the program. Returns the first.
    static func collecting(_ body: () -> Void) -> UIKitException? {
        let outer = collected
        collected = []
        defer { collected = outer }
        body()
        return collected?.first
    }

    /// Stops the program with UIKit's message (an uncaught exception on iOS); inside `collecting`, records the
    /// exception and returns, so the caller goes on with its fallback.
    func raiseOrCollect(file: StaticString = #fileID, line: UInt = #line) {
        guard UIKitException.collected != nil else { raise(file: file, line: line) }
        UIKitException.collected?.append(self)
    }
}
