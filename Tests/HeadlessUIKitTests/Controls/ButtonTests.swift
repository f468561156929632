import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct ControlsButtonTests {
    @Test("UIButton(frame:) is a custom button and UIButton(type:) keeps its type")
    func buttonTypes() {
        UIApplication.shared.resetForTesting()

        let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let system = UIButton(type: .system)
        let close = UIButton(type: .close)

        #expect(plain.buttonType == .custom)
        #expect(plain.frame.size == CGSize(width: 80, height: 40))
        #expect(system.buttonType == .system)
        #expect(close.buttonType == .close)
    }

    @Test("A state without its own title falls back to the normal title")
    func titleFallsBackToNormal() {
        UIApplication.shared.resetForTesting()
        let button = UIButton(type: .system)

        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)

        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.title(for: [.selected, .highlighted]) == "Play")
    }

    @Test("currentTitle and the title label follow the state")
    func currentTitleFollowsState() {
        UIApplication.shared.resetForTesting()
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.titleLabel?.text == "Play")

        button.isSelected = true

        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        #expect(button.subviews.contains { $0 === button.titleLabel })
    }

    @Test("Title colours default to the tint for system buttons and white for custom ones")
    func defaultTitleColors() {
        UIApplication.shared.resetForTesting()
        let system = UIButton(type: .system)
        let custom = UIButton(type: .custom)

        custom.setTitleColor(.red, for: .highlighted)
        custom.isHighlighted = true

        #expect(system.currentTitleColor == .systemBlue)
        #expect(custom.titleColor(for: .normal) == .white)
        #expect(custom.currentTitleColor == .red)
    }

    @Test("Images and background images fall back to the normal state")
    func imagesFallBack() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        let icon = UIImage(size: CGSize(width: 20, height: 20), name: "icon")
        let background = UIImage(size: CGSize(width: 100, height: 44), name: "bg")

        button.setImage(icon, for: .normal)
        button.setBackgroundImage(background, for: .normal)
        button.isEnabled = false

        #expect(button.currentImage === icon)
        #expect(button.currentBackgroundImage === background)
        #expect(button.imageView?.image === icon)
    }

    @Test("A button made from a UIAction takes the action's title and image")
    func primaryActionContent() {
        UIApplication.shared.resetForTesting()
        let image = UIImage(size: CGSize(width: 16, height: 16))

        let button = UIButton(type: .custom, primaryAction: UIAction(title: "Share", image: image) { _ in })

        #expect(button.currentTitle == "Share")
        #expect(button.currentImage === image)
        #expect(button.allControlEvents == .primaryActionTriggered)
    }

    @Test("The intrinsic size is the title's approximate size, and an empty button is 30 × 34")
    func intrinsicSize() {
        UIApplication.shared.resetForTesting()
        let empty = UIButton(type: .system)
        let titled = UIButton(type: .system)

        titled.setTitle("Save", for: .normal)   // 4 characters × 7.5 points, 15-point line of 18
        titled.contentEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)

        #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(titled.intrinsicContentSize == CGSize(width: 38, height: 22))
    }

    @Test("Layout centers the title label in the button")
    func layoutCentersTitle() {
        UIApplication.shared.resetForTesting()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setTitle("Save", for: .normal)

        button.layoutIfNeeded()

        #expect(button.titleLabel?.frame == CGRect(x: 35, y: 11, width: 30, height: 18))
    }

    @Test("The description includes the current title")
    func descriptionShowsTitle() {
        UIApplication.shared.resetForTesting()
        let button = UIButton(type: .system)

        button.setTitle("Sign In", for: .normal)

        #expect(button.description.contains("title = 'Sign In'"))
    }
}
