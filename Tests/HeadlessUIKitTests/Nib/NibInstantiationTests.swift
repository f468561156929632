import Foundation
import Testing
@testable import HeadlessUIKit

/// File's Owner of `ProfileView.xib` in these tests.
final class NibProfileController: UIViewController {
    @Outlet var nameLabel: UILabel!
    @Outlet var saveButton: UIButton!
    @OutletCollection var fields: [UITextField]
    var outletsAtAwake: (label: Bool, button: Bool)?
    var saves = 0

    func save(_ sender: Any?) { saves += 1 }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["save:": .init(NibProfileController.save)])
    }
}

/// A custom label class the xib names.
final class NibBadgeLabel: UILabel {
    var sawSuperInitFrame: CGRect?
    var awoken = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        sawSuperInitFrame = frame
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

enum ProfileXib {
    static let text = IBXML.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NibProfileController" customModule="HeadlessUIKitTests">
            <connections>
                <outlet property="nameLabel" destination="lbl-1" id="c-1"/>
                <outlet property="saveButton" destination="btn-1" id="c-2"/>
                <outlet property="view" destination="root-1" id="c-3"/>
                <outletCollection property="fields" destination="fld-1" collectionClass="NSMutableArray" id="c-4"/>
                <outletCollection property="fields" destination="fld-2" collectionClass="NSMutableArray" id="c-5"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root-1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1" customClass="NibBadgeLabel" customModule="HeadlessUIKitTests">
                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                    <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-1" tag="7">
                    <rect key="frame" x="20" y="140" width="80" height="30"/>
                    <state key="normal" title="Save"/>
                    <connections>
                        <action selector="save:" destination="-1" eventType="touchUpInside" id="c-6"/>
                    </connections>
                </button>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="First" id="fld-1">
                    <rect key="frame" x="20" y="180" width="200" height="34"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Last" id="fld-2">
                    <rect key="frame" x="20" y="220" width="200" height="34"/>
                </textField>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </view>
    """)
}

@MainActor
struct NibInstantiationTests {
    @Test("The default loadView finds ProfileView.xib, connects outlets and actions, and viewDidLoad sees them (rules 11, 14, 25)")
    func xibLoadsForItsController() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["NibProfile.xib": ProfileXib.text])
        let controller = NibProfileController(nibName: nil, bundle: files.bundle)

        let view = controller.view

        #expect(controller.nibName == "NibProfile")
        #expect(view?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.nameLabel.text == "Ada")
        #expect(controller.nameLabel.superview === view)
        #expect(controller.fields.count == 2)
        #expect(controller.fields.map(\.placeholder) == ["First", "Last"])
        #expect(controller.saveButton.tag == 7)
        controller.saveButton.sendActions(for: .touchUpInside)
        #expect(controller.saves == 1)
    }

    @Test("A custom class from the file gets init(coder:) with its frame already decoded, then awakeFromNib after the outlets (rule 26)")
    func customClassAndAwake() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["NibProfile.xib": ProfileXib.text])
        let controller = NibProfileController(nibName: "NibProfile", bundle: files.bundle)

        let label = try #require(controller.view.subviews.first as? NibBadgeLabel)

        #expect(label.sawSuperInitFrame == CGRect(x: 20, y: 100, width: 200, height: 21))
        #expect(label.awoken)
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(label.font.pointSize == 20)
    }

    @Test("Bundle.loadNibNamed returns the top-level objects, without File's Owner and First Responder")
    func loadNibNamedTopLevel() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["NibProfile.xib": ProfileXib.text])
        let owner = NibProfileController()

        let objects = try #require(files.bundle.loadNibNamed("NibProfile", owner: owner, options: nil))

        #expect(objects.count == 1)
        #expect(objects.first is UIView)
        #expect(owner.nameLabel != nil)
    }

    @Test("A nib is read once and each instantiation makes new objects")
    func eachInstantiationIsNew() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["NibProfile.xib": ProfileXib.text])
        let nib = UINib(nibName: "NibProfile", bundle: files.bundle)

        let first = nib.instantiate(withOwner: NibProfileController())
        let second = nib.instantiate(withOwner: NibProfileController())

        let firstView = try #require(first.first as? UIView)
        let secondView = try #require(second.first as? UIView)
        #expect(firstView !== secondView)
    }
}

/// A view with an inspectable property, set from a runtime attribute.
final class NibCardView: UIView {
    @Inspectable var cornerRadius: CGFloat = 0
    @Inspectable var caption: String = ""
}

@MainActor
struct NibProblemTests {
    private func xib(owner: String = "", connections: String = "", body: String = "") -> String {
        IBXML.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(owner)>
                <connections>
        \(connections)
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(body)
        """)
    }

    @Test("An outlet the object does not have is an error naming the file, the object id and the key (rule 27)")
    func unknownOutletNamesFileIdAndKey() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Broken.xib": xib(connections: #"<outlet property="titleLabel" destination="lbl" id="c1"/>"#,
                                                         body: #"<label text="x" id="lbl"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#)])

        let error = #expect(throws: UIKitException.self) {
            try UINib(nibName: "Broken", bundle: files.bundle).instantiateOrThrow(withOwner: UIViewController())
        }

        #expect(error?.name == "NSUnknownKeyException")
        #expect(error?.reason.contains("Broken.xib") == true)
        #expect(error?.reason.contains("\"-1\"") == true)
        #expect(error?.reason.contains("titleLabel") == true)
    }

    @Test("An unknown custom class logs rule 27's line and makes the element's base class")
    func unknownClassFallsBack() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Fallback.xib": xib(body: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b" customClass="NoSuchButton" customModule="NoSuchModule">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </button>
            """)])
        let recorder = LifecycleRecorder()

        let objects = UINib(nibName: "Fallback", bundle: files.bundle).instantiate(withOwner: nil)

        #expect(type(of: objects.first as AnyObject) == UIButton.self)
        #expect(recorder.diagnostics.contains("Unknown class NoSuchModule.NoSuchButton in Interface Builder file."))
    }

    @Test("An action whose target lacks the method is reported when the nib loads, not when the button is tapped")
    func missingActionAtLoad() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Action.xib": xib(body: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <connections>
                    <action selector="launchRockets:" destination="-1" eventType="touchUpInside" id="a1"/>
                </connections>
            </button>
            """)])

        let error = #expect(throws: UIKitException.self) {
            try UINib(nibName: "Action", bundle: files.bundle).instantiateOrThrow(withOwner: UIViewController())
        }

        #expect(error?.reason.contains("launchRockets:") == true)
        #expect(error?.reason.contains("actionMethods") == true)
    }

    @Test("Under .logAndContinue a bad connection is logged and counted, and the rest of the nib loads")
    func logAndContinue() throws {
        UIApplication.shared.resetForTesting()
        NibLoading.problemPolicy = .logAndContinue
        defer { NibLoading.problemPolicy = .raise }
        NibLoading.resetStatistics()
        let files = try FixtureBundle(["Soft.xib": xib(connections: #"<outlet property="missing" destination="v" id="c1"/>"#,
                                                       body: #"<view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#)])

        let objects = UINib(nibName: "Soft", bundle: files.bundle).instantiate(withOwner: UIViewController())

        #expect(objects.count == 1)
        #expect(NibLoading.statistics.problems.count == 1)
    }

    @Test("User-defined runtime attributes set @Inspectable properties and layer key paths before outlets (rule 26)")
    func runtimeAttributes() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Card.xib": xib(body: """
            <view contentMode="scaleToFill" id="card" customClass="NibCardView" customModule="HeadlessUIKitTests">
                <rect key="frame" x="0" y="0" width="100" height="60"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                        <real key="value" value="12"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="caption" value="Hello"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <integer key="value" value="2"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="card"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)])

        let card = try #require(UINib(nibName: "Card", bundle: files.bundle).instantiate(withOwner: nil).first as? NibCardView)

        #expect(card.cornerRadius == 12)
        #expect(card.caption == "Hello")
        #expect(card.layer.borderWidth == 2)
        #expect(card.accessibilityIdentifier == "card")
    }

    @Test("A controller whose nib does not connect the view outlet stops with rule 13's message")
    func viewOutletNotSet() async throws {
        let files = try FixtureBundle(["Viewless.xib": xib(body: #"<view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#)])
        let path = files.url.path

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [path = path as String] in
            await MainActor.run {
                _ = UIViewController(nibName: "Viewless", bundle: Bundle(path: path)).view
            }
        }

        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("loaded the \"Viewless\" nib but the view outlet was not set."))
    }

    @Test("External objects replace the nib's external-object placeholders")
    func externalObjects() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["External.xib": IBXML.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <placeholder placeholderIdentifier="SharedController" id="ext" userLabel="Shared" customClass="NibProfileController" customModule="HeadlessUIKitTests">
                <connections>
                    <outlet property="nameLabel" destination="lbl" id="c1"/>
                </connections>
            </placeholder>
            <label text="Shared" id="lbl"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            """)])
        let shared = NibProfileController()

        _ = UINib(nibName: "External", bundle: files.bundle)
            .instantiate(withOwner: nil, options: [.externalObjects: ["SharedController": shared]])

        #expect(shared.nameLabel != nil)
    }
}
