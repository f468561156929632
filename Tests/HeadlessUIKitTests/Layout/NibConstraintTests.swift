import Foundation
import Testing
@testable import HeadlessUIKit

/// Constraints from storyboards and xibs: real, active constraints that lay out on the run-time screen.
@MainActor
struct NibConstraintTests {
    /// A scene drawn at 375 × 667 (an iPhone 8): a title pinned to the safe area and the margins, a
    /// button pinned to the bottom of the safe area at a priority, a hugging label, a placeholder
    /// constraint and a constraint the default size class uninstalls.
    static let storyboard = IBXML.storyboard(initial: "vc", IBXML.scene("vc", """
        <viewController storyboardIdentifier="Form" id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="28" width="343" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                        <rect key="frame" x="16" y="617" width="343" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="saveHeight"/>
                            <constraint firstAttribute="height" constant="80" placeholder="YES" id="savePlaceholder"/>
                            <constraint firstAttribute="width" constant="10" id="saveUninstalled"/>
                        </constraints>
                        <state key="normal" title="Save"/>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="saveUninstalled"/>
                            </mask>
                        </variation>
                    </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="save" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c4"/>
                    <constraint firstAttribute="trailingMargin" secondItem="save" secondAttribute="trailing" id="c5"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="save" secondAttribute="bottom" constant="20" id="c6"/>
                </constraints>
            </view>
            <connections>
                <outlet property="view" destination="root" id="out"/>
            </connections>
        </viewController>
        """))

    @Test("A scene drawn at 375 × 667 lays out for the run-time screen (390 × 844 with a safe area)")
    func sceneFollowsRuntimeScreen() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Form.storyboard": Self.storyboard])
        let controller = UIStoryboard(name: "Form", bundle: files.bundle).instantiateViewController(withIdentifier: "Form")
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let views = controller.view.subviews
        let title = try #require(views.first { $0 is UILabel })
        let save = try #require(views.first { $0 is UIButton })
        #expect(title.frame.minX == 16 && title.frame.width == 358 && title.frame.minY == 47 + 8)
        #expect(save.frame == CGRect(x: 16, y: 844 - 34 - 20 - 30, width: 358, height: 30))
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
        #expect(title.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    }

    @Test("From a nib, placeholder constraints are gone and uninstalled ones are inactive; the rest are active")
    func placeholderAndUninstalledConstraints() throws {
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Form.storyboard": Self.storyboard])
        let controller = UIStoryboard(name: "Form", bundle: files.bundle).instantiateViewController(withIdentifier: "Form")
        controller.loadViewIfNeeded()
        let save = try #require(controller.view.subviews.first { $0 is UIButton })

        #expect(save.constraints.map(\.constant) == [30])
        #expect(save.constraints.allSatisfy { $0.isActive })
        #expect(controller.view.constraints.count == 6)
        #expect(controller.view.constraints.allSatisfy { $0.isActive })
    }
}
