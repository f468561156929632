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
