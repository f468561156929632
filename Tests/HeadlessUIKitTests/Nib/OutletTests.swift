import Foundation
import Testing
@testable import HeadlessUIKit

final class OutletTestController: UIViewController {
    @Outlet var titleLabel: UILabel!
    @Outlet var button: UIButton?
    @OutletCollection var fields: [UITextField]
}

class OutletTestDetailController: UIViewController {
    @Outlet var subtitleLabel: UILabel!
}

final class OutletTestSpecialController: OutletTestDetailController {
    @Outlet var footer: UIView?
}

final class OutletTestCell: UIView {
    @Outlet var iconView: UIImageView!
    @Outlet var nameLabel: UILabel?
}

final class OutletTestModel {
    @Outlet var owner: UIViewController?
}

final class OutletTestFieldDelegate: UITextFieldDelegate {}

final class OutletTestAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
}

final class OutletTestWrappedAppDelegate: UIApplicationDelegate {
    @Outlet var window: UIWindow?
}

@MainActor
struct NibOutletTests {
    @Test("An @Outlet of a controller subclass connects by name and reads and writes through the wrapper")
    func controllerOutlet() throws {
        let controller = OutletTestController()
        let label = UILabel()

        try OutletConnector.connect(controller, outlet: "titleLabel", to: label)
        let connected = controller.titleLabel
        controller.titleLabel = UILabel()

        #expect(connected === label)
        #expect(controller.titleLabel !== label)
        #expect(!controller.isViewLoaded)
    }

    @Test("Optional and implicitly unwrapped outlets start nil, connect, and take nil")
    func optionalAndIUO() throws {
        let controller = OutletTestController()
        let button = UIButton()
        let startedNil = controller.button == nil && controller.titleLabel == nil

        try OutletConnector.connect(controller, outlet: "button", to: button)
        let connectedButton = controller.button
        try OutletConnector.connect(controller, outlet: "button", to: nil)

        #expect(startedNil)
        #expect(connectedButton === button)
        #expect(controller.button == nil)
    }

    @Test("A UIView subclass's outlets connect")
    func viewOutlet() throws {
        let cell = OutletTestCell()
        let icon = UIImageView()
        let name = UILabel()

        try OutletConnector.connect(cell, outlet: "iconView", to: icon)
        try OutletConnector.connect(cell, outlet: "nameLabel", to: name)

        #expect(cell.iconView === icon)
        #expect(cell.nameLabel === name)
    }

    @Test("A subclass of a subclass finds its superclass's outlets through the superclass mirror")
    func superclassOutlet() throws {
        let controller = OutletTestSpecialController()
        let label = UILabel()
        let footer = UIView()

        try OutletConnector.connect(controller, outlet: "subtitleLabel", to: label)
        try OutletConnector.connect(controller, outlet: "footer", to: footer)

        #expect(controller.subtitleLabel === label)
        #expect(controller.footer === footer)
    }

    @Test("An outlet collection appends in connection order")
    func collection() throws {
        let controller = OutletTestController()
        let first = UITextField()
        let second = UITextField()

        try OutletConnector.append(first, toCollection: "fields", of: controller)
        try OutletConnector.append(second, toCollection: "fields", of: controller)

        #expect(controller.fields.count == 2)
        #expect(controller.fields[0] === first)
        #expect(controller.fields[1] === second)
    }

    @Test("Outlets connect between any objects: a plain Swift class holds a controller")
    func anyObject() throws {
        let model = OutletTestModel()
        let controller = UIViewController()

        try OutletConnector.connect(model, outlet: "owner", to: controller)

        #expect(model.owner === controller)
    }

    @Test("The built-in view outlet of a controller sets its view without loading it")
    func builtInView() throws {
        let controller = OutletTestController()
        let root = UIView()

        try OutletConnector.connect(controller, outlet: "view", to: root)

        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === root)
    }

    @Test("Built-in outlets: a text field connects its delegate; text and page views have theirs, a label has none")
    func builtInDelegates() throws {
        let field = UITextField()
        let delegate = OutletTestFieldDelegate()
        let table = OutletConnector.builtInOutlets

        try OutletConnector.connect(field, outlet: "delegate", to: delegate)

        #expect(field.delegate === delegate)
        #expect(table.contains { $0.className == "UIViewController" && $0.key == "view" && $0.valueType == "UIView" })
        #expect(OutletConnector.hasOutlet(UITextView(), named: "delegate"))
        #expect(OutletConnector.hasOutlet(UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal), named: "dataSource"))
        #expect(!OutletConnector.hasOutlet(UILabel(), named: "delegate"))
    }

    @Test("An app delegate's window outlet connects, declared plainly or with @Outlet")
    func appDelegateWindow() throws {
        let plain = OutletTestAppDelegate()
        let wrapped = OutletTestWrappedAppDelegate()
        let window = UIWindow()

        try OutletConnector.connect(plain, outlet: "window", to: window)
        try OutletConnector.connect(wrapped, outlet: "window", to: window)

        #expect(plain.window === window)
        #expect(wrapped.window === window)
    }

    @Test("Connecting a UIButton to an Outlet<UILabel> is an error naming both types")
    func typeMismatch() {
        let controller = OutletTestController()
        let button = UIButton()

        let error = #expect(throws: OutletError.self) {
            try OutletConnector.connect(controller, outlet: "titleLabel", to: button)
        }

        #expect(error?.kind == .typeMismatch(expected: "UILabel", actual: "UIButton"))
        #expect(error?.message == "HeadlessUIKitTests.OutletTestController: outlet \"titleLabel\" holds UILabel, cannot connect a UIButton")
        #expect(controller.titleLabel == nil)
    }

    @Test("A wrong delegate type on a built-in outlet is an error naming both types")
    func builtInMismatch() {
        let field = UITextField()

        let error = #expect(throws: OutletError.self) {
            try OutletConnector.connect(field, outlet: "delegate", to: UILabel())
        }

        #expect(error?.kind == .typeMismatch(expected: "UITextFieldDelegate", actual: "UILabel"))
    }

    @Test("Rule 27: an outlet the object lacks is an error naming the file, the object id, the class and the key")
    func unknownKeyRule27() {
        let controller = OutletTestController()

        let error = #expect(throws: OutletError.self) {
            try OutletConnector.connect(
                controller, outlet: "subtitleLabel", to: UILabel(), file: "Main.storyboard", objectID: "BYZ-38-t0r")
        }

        #expect(error?.kind == .unknownOutlet)
        #expect(error?.key == "subtitleLabel")
        #expect(error?.message == """
            Main.storyboard: object "BYZ-38-t0r" (HeadlessUIKitTests.OutletTestController) has no outlet "subtitleLabel" \
            (this class is not key value coding-compliant for the key subtitleLabel). \
            Declare it as @Outlet var subtitleLabel: UILabel!
            """)
    }

    @Test("Rule 27 for a base class that fell back: a plain UIViewController has no custom outlet")
    func unknownKeyOnFallbackRule27() {
        let fallback = UIViewController()

        let error = #expect(throws: OutletError.self) {
            try OutletConnector.append(UITextField(), toCollection: "fields", of: fallback, file: "Form.xib")
        }

        #expect(error?.message == """
            Form.xib: UIViewController has no outlet collection "fields" \
            (this class is not key value coding-compliant for the key fields). \
            Declare it as @OutletCollection var fields: [UITextField]
            """)
    }

    @Test("A single outlet and an outlet collection are not interchangeable")
    func wrongKind() {
        let controller = OutletTestController()

        let appendError = #expect(throws: OutletError.self) {
            try OutletConnector.append(UILabel(), toCollection: "titleLabel", of: controller)
        }
        let connectError = #expect(throws: OutletError.self) {
            try OutletConnector.connect(controller, outlet: "fields", to: UITextField())
        }

        #expect(appendError?.kind == .wrongOutletKind)
        #expect(connectError?.kind == .wrongOutletKind)
    }
}
