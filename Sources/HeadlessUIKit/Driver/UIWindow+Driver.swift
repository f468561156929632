import Foundation

extension UIWindow {
    /// A `HeadlessDriver` for this window: `window.driver.buttons["Save"].tap()`.
    public var driver: HeadlessDriver { HeadlessDriver(self) }
}
