import Foundation
import Testing
@testable import HeadlessUIKit

// Seed 004's conveniences: StoryboardInitializable, NibInitializable, UIView.fromNib().

/// A controller that opts in by conforming, as seed 004 shows: storyboard "Main", identifier = class name.
final class ConvenienceGreetingController: UIViewController, StoryboardInitializable {
    @Outlet var greetingLabel: UILabel!
    var awoken = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

/// A controller that names its storyboard and identifier.
final class ConvenienceSettingsController: UIViewController, StoryboardInitializable {
    static var storyboardName: String { "Settings" }
    static var storyboardIdentifier: String { "SettingsScene" }
}

/// A controller whose identifier names a scene of another class: seed 004's fatalError path.
final class ConvenienceMismatchController: UIViewController, StoryboardInitializable {
    static var storyboardIdentifier: String { "Plain" }
}

/// A view made from `ConvenienceCardView.xib` through `NibInitializable`.
final class ConvenienceCardView: UIView, NibInitializable {
    @Outlet var titleLabel: UILabel!
    var awoken = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

/// A view whose nib holds a plain `UIView`: `fromNib()` stops with the seed's message.
final class ConvenienceWrongView: UIView, NibInitializable {}

/// A view made from `ConvenienceBadgeView.xib` through `UIView.fromNib()`.
final class ConvenienceBadgeView: UIView {}

/// The fixture files of these tests.
enum ConvenienceFixtures {
    static let mainStoryboard = IBXML.storyboard(initial: nil, [
        IBXML.scene("greeting", """
                <viewController storyboardIdentifier="ConvenienceGreetingController" id="greeting-1" customClass="ConvenienceGreetingController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="greeting-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" id="greeting-label">
                                <rect key="frame" x="20" y="100" width="200" height="21"/>
                            </label>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="greetingLabel" destination="greeting-label" id="greeting-out"/>
                    </connections>
                </viewController>
        """),
        IBXML.scene("plain", """
                <viewController storyboardIdentifier="Plain" id="plain-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="plain-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
        """),
    ].joined(separator: "\n"))

    static let settingsStoryboard = IBXML.storyboard(initial: nil, IBXML.scene("settings", """
                <viewController storyboardIdentifier="SettingsScene" id="settings-1" customClass="ConvenienceSettingsController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="settings-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
        """))

    static let cardXib = IBXML.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="card-1" customClass="ConvenienceCardView" customModule="HeadlessUIKitTests">
            <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Card" id="card-title">
                    <rect key="frame" x="16" y="16" width="268" height="21"/>
                </label>
            </subviews>
            <connections>
                <outlet property="titleLabel" destination="card-title" id="card-out"/>
            </connections>
        </view>
    """)

    static let badgeXib = IBXML.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="badge-1" customClass="ConvenienceBadgeView" customModule="HeadlessUIKitTests">
            <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
        </view>
    """)

    /// A nib named after a class whose first top-level object is a plain `UIView`.
    static let plainViewXib = IBXML.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="plain-1">
            <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
        </view>
    """)

    /// A bundle with every fixture.
    static func bundle() throws -> FixtureBundle {
        try FixtureBundle([
            "Main.storyboard": mainStoryboard,
            "Settings.storyboard": settingsStoryboard,
            "ConvenienceCardView.xib": cardXib,
            "ConvenienceBadgeView.xib": badgeXib,
            "ConvenienceWrongView.xib": plainViewXib,
        ])
    }
}

@MainActor
struct StoryboardInitializableTests {
    @Test("The seed's calls compile as it writes them (main bundle; not run: the test process has no Main.storyboard)")
    func seedSignaturesCompile() {
        let seedCalls: [@MainActor () -> AnyObject] = [
            { ConvenienceGreetingController.fromStoryboard() },
            { ConvenienceCardView.fromNib() },
            { () -> ConvenienceBadgeView in UIView.fromNib() },
        ]

        let count = seedCalls.count

        #expect(count == 3)
    }

    @Test("A conforming controller names Main.storyboard and its class name by default (seed 004)")
    func defaults() {
        let name = ConvenienceGreetingController.storyboardName
        let identifier = ConvenienceGreetingController.storyboardIdentifier

        #expect(name == "Main")
        #expect(identifier == "ConvenienceGreetingController")
    }

    @Test("fromStoryboard makes a new controller from its scene: init(coder:), awakeFromNib, view not loaded (rule 24)")
    func loadsFromStoryboard() throws {
        UIApplication.shared.resetForTesting()
        let files = try ConvenienceFixtures.bundle()

        let controller = ConvenienceGreetingController.fromStoryboard(bundle: files.bundle)
        let second = ConvenienceGreetingController.fromStoryboard(bundle: files.bundle)

        #expect(controller.awoken)
        #expect(!controller.isViewLoaded)
        #expect(controller.storyboard != nil)
        #expect(controller.greetingLabel == nil)
        controller.loadViewIfNeeded()
        #expect(controller.greetingLabel.text == "Hello")
        #expect(controller !== second)
    }

    @Test("A controller that overrides storyboardName and storyboardIdentifier loads from that storyboard and scene")
    func overriddenNames() throws {
        UIApplication.shared.resetForTesting()
        let files = try ConvenienceFixtures.bundle()

        let controller = ConvenienceSettingsController.fromStoryboard(bundle: files.bundle)

        #expect(controller.storyboardIdentifier == "SettingsScene")
        #expect(controller.isViewLoaded == false)
    }

    @Test("A scene of another class stops with the seed's message")
    func mismatchStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let files = try! ConvenienceFixtures.bundle()
                _ = ConvenienceMismatchController.fromStoryboard(bundle: files.bundle)
            }
        }

        #expect(standardError(of: result).contains("No view controller with identifier 'Plain' in Storyboard 'Main'"))
    }

    @Test("A storyboard without the identifier stops with UIKit's message before the seed's check (rule 28)")
    func unknownIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let files = try! FixtureBundle(["Main.storyboard": ConvenienceFixtures.settingsStoryboard])
                _ = ConvenienceGreetingController.fromStoryboard(bundle: files.bundle)
            }
        }

        #expect(standardError(of: result).contains("doesn't contain a view controller with identifier 'ConvenienceGreetingController'"))
    }
}

@MainActor
struct NibInitializableTests {
    @Test("A conforming view names the nib after its class by default (seed 004)")
    func defaultNibName() {
        let name = ConvenienceCardView.nibName

        #expect(name == "ConvenienceCardView")
    }

    @Test("fromNib makes the nib's first top-level object, connected and awoken (rule 26)")
    func loadsFromNib() throws {
        UIApplication.shared.resetForTesting()
        let files = try ConvenienceFixtures.bundle()

        let card = ConvenienceCardView.fromNib(bundle: files.bundle)
        let second = ConvenienceCardView.fromNib(bundle: files.bundle)

        #expect(card.awoken)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
        #expect(card.titleLabel.text == "Card")
        #expect(card.titleLabel.superview === card)
        #expect(card !== second)
    }

    @Test("A nib whose first object is not of the class stops with the seed's message")
    func mismatchStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let files = try! ConvenienceFixtures.bundle()
                _ = ConvenienceWrongView.fromNib(bundle: files.bundle)
            }
        }

        #expect(standardError(of: result).contains("Couldn't instantiate view from nib ConvenienceWrongView"))
    }

    @Test("A missing nib stops with UIKit's message before the seed's check (rule 12)")
    func missingNibStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let files = try! FixtureBundle(["Other.xib": ConvenienceFixtures.badgeXib])
                _ = ConvenienceCardView.fromNib(bundle: files.bundle)
            }
        }

        #expect(standardError(of: result).contains("Could not load NIB in bundle"))
        #expect(standardError(of: result).contains("with name 'ConvenienceCardView'"))
    }
}

@MainActor
struct UIViewFromNibTests {
    @Test("UIView.fromNib loads the nib named after the type asked for (seed 004's meaning)")
    func loadsNibNamedAfterT() throws {
        UIApplication.shared.resetForTesting()
        let files = try ConvenienceFixtures.bundle()

        let badge: ConvenienceBadgeView = UIView.fromNib(bundle: files.bundle)
        let card: ConvenienceCardView = UIView.fromNib(bundle: files.bundle)

        #expect(badge.frame.size == CGSize(width: 44, height: 44))
        #expect(card.titleLabel.text == "Card")
    }

    @Test("UIView.fromNib stops with the seed's message when the nib's first object is not a T")
    func mismatchStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let files = try! ConvenienceFixtures.bundle()
                let _: ConvenienceWrongView = UIView.fromNib(bundle: files.bundle)
            }
        }

        #expect(standardError(of: result).contains("Couldn't instantiate view from nib ConvenienceWrongView"))
    }
}
