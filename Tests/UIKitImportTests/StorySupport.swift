import UIKit

/// A value that a `@Sendable` block (a timer's, a notification's) can change: the tests run
/// everything on the main actor, so the box is never shared across threads.
final class Shared<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
