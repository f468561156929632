import Foundation

/// Drives an app's window from a test as a user would, in the spirit of XCUITest's
/// `XCUIApplication`, in the same process: query what is on screen (`app.buttons["Save"]`,
/// `app.cells.element(boundBy: 0)`, `app.textFields["Name"]`) and act on it (`tap()`,
/// `typeText(_:)`, `setOn(_:)`, `swipeToDelete()`…).
///
/// ```swift
/// let app = HeadlessDriver(window)              // or window.driver
/// app.navigationBars.buttons["Add"].tap()
/// app.textFields["Enter meal name"].typeText("Soup\n")
/// app.buttons["Set 3 star rating"].tap()
/// app.buttons["Save"].tap()
/// #expect(app.cells.staticTexts["Soup"].exists)
/// ```
///
/// What is on screen: the topmost presented controller's view when something is presented
/// (else the window's views), views that are not hidden and have an alpha above zero, the
/// navigation bars' items (with the back button), toolbars' items, tab bars' items and an
/// alert's actions. Every action runs the app's deferred work until idle afterwards
/// (`UIApplication.shared.runUntilIdle()`), so pushes, presentations and animations have ended
/// when it returns, as XCUITest waits for the app to idle.
@MainActor
public final class HeadlessDriver: HeadlessElementQuerying, @MainActor CustomStringConvertible {
    /// The window driven.
    public let window: UIWindow

    /// A driver for `window`.
    public init(_ window: UIWindow) {
        self.window = window
    }

    /// A driver for the application's key window; stops when there is none.
    public convenience init() {
        guard let window = UIApplication.shared.keyWindow else {
            HeadlessDriverError(kind: .notFound, message: "HeadlessDriver(): the application has no key window (call makeKeyAndVisible(), or launch the app first).").raise()
        }
        self.init(window)
    }

    /// The elements of `type` anywhere on screen (`.any`: every element).
    public func descendants(matching type: HeadlessElementType) -> HeadlessQuery {
        HeadlessQuery(window: window, path: HeadlessQuery.plural(type)) { screen in
            screen.descendants.filter { type == .any || $0.type == type }
        }
    }

    /// The elements directly inside the screen's root of `type`.
    public func children(matching type: HeadlessElementType) -> HeadlessQuery {
        HeadlessQuery(window: window, path: "children(\(type))") { screen in
            screen.children.filter { type == .any || $0.type == type }
        }
    }

    /// The controller a user is looking at: the topmost presented controller, else the window's root.
    public var topViewController: UIViewController? {
        DriverSnapshot.topmostPresented(in: window) ?? window.rootViewController
    }

    /// What is on screen, one element a line, indented by nesting (as error messages list it).
    public var screenDescription: String {
        DriverSnapshot.take(window).outline().joined(separator: "\n")
    }

    /// `HeadlessDriver` and the screen, for printing.
    public var description: String { "HeadlessDriver(\(uikitDescription(window)))\n" + screenDescription }

    /// Runs the app's deferred work until idle (`UIApplication.shared.runUntilIdle()`); actions
    /// already do this, so a test needs it only after changing the app from code.
    public func waitForIdle() {
        UIApplication.shared.runUntilIdle()
    }

    /// Whether the keyboard is up (some text field, text view or search bar is first responder).
    public var isKeyboardShown: Bool { HeadlessKeyboard.isShown }

    /// Hides the keyboard as the app's own `endEditing(true)` would: the text input that has it
    /// resigns first responder (ending its editing), then the app settles.
    public func dismissKeyboard() {
        UIResponder.currentFirstResponder?.resignFirstResponder()
        UIApplication.shared.runUntilIdle()
    }

    /// Picks `image` in the presented image picker, as a user choosing a photo does: its delegate
    /// hears `imagePickerController(_:didFinishPickingMediaWithInfo:)`
    /// (`UIImagePickerController.simulatePick(_:)`). Stops when no image picker is presented.
    public func pickImage(_ image: UIImage) {
        do { try pickImageOrThrow(image) } catch { error.raise() }
    }

    /// `pickImage(_:)`, throwing instead of stopping.
    public func pickImageOrThrow(_ image: UIImage) throws(HeadlessDriverError) {
        let picker = try presentedImagePicker()
        _ = picker.simulatePick(image)
        UIApplication.shared.runUntilIdle()
    }

    /// Cancels the presented image picker: its delegate hears `imagePickerControllerDidCancel(_:)`.
    public func cancelImagePicker() {
        do { try cancelImagePickerOrThrow() } catch { error.raise() }
    }

    /// `cancelImagePicker()`, throwing instead of stopping.
    public func cancelImagePickerOrThrow() throws(HeadlessDriverError) {
        let picker = try presentedImagePicker()
        _ = picker.simulateCancel()
        UIApplication.shared.runUntilIdle()
    }

    private func presentedImagePicker() throws(HeadlessDriverError) -> UIImagePickerController {
        guard let picker = DriverSnapshot.topmostPresented(in: window) as? UIImagePickerController else {
            let top = topViewController.map { uikitDescription($0) } ?? "nothing"
            throw HeadlessDriverError(kind: .notFound, message: "No image picker is presented (the top controller is \(top)).\nOn screen:\n\(screenDescription)")
        }
        return picker
    }
}
