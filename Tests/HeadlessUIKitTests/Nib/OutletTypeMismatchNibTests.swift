import Foundation
import Testing
@testable import HeadlessUIKit

/// An owner whose outlet has a protocol type, as apps declare delegates and data sources.
final class GestureOwner: UIViewController {
    @Outlet var recognizerDelegate: UIGestureRecognizerDelegate?
    @Outlet var titleLabel: UILabel!
}

@MainActor
struct OutletTypeMismatchNibTests {
    @Test("An outlet whose object does not fit its type is left unset with a warning; the rest of the file loads")
    func mismatchedOutletDoesNotRefuseTheFile() throws {
        // Given a xib connecting a plain view to a protocol-typed outlet (UIKit would connect it by key-value
        // coding and the app would fail when it used it), and a label to a label outlet
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Gesture.xib": IBXML.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="GestureOwner" customModule="HeadlessUIKitTests">
                <connections>
                    <outlet property="recognizerDelegate" destination="v1" id="o1"/>
                    <outlet property="titleLabel" destination="l1" id="o2"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label opaque="NO" contentMode="left" text="Title" id="l1">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                    </label>
                </subviews>
            </view>
        """)])
        let owner = GestureOwner()
        NibLoading.resetStatistics()

        // When it is loaded with that owner
        let objects = UINib(nibName: "Gesture", bundle: files.bundle).instantiate(withOwner: owner, options: nil)

        // Then the file loaded, the fitting outlet is connected, the other is nil, and the mismatch was reported
        #expect(objects.count == 1)
        #expect(owner.titleLabel?.text == "Title")
        #expect(owner.recognizerDelegate == nil)
        #expect(NibLoading.statistics.problems.contains { $0.contains("recognizerDelegate") && $0.contains("UIGestureRecognizerDelegate") })
    }
}
