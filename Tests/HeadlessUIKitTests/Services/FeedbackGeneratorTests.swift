import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct FeedbackGeneratorTests {
    @Test("Haptic feedback does nothing headless but is recorded in order, for tests to read")
    func feedbackIsRecorded() {
        UIApplication.shared.resetForTesting()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        let notification = UINotificationFeedbackGenerator()
        let selection = UISelectionFeedbackGenerator()

        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        notification.notificationOccurred(.success)
        selection.selectionChanged()
        UIImpactFeedbackGenerator().impactOccurred(intensity: 3)

        #expect(UIFeedbackGenerator.recordedFeedback == [
            .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.5),
            .notification(.success), .selection, .impact(.medium, intensity: 1),
        ])
        #expect(UIFeedbackGenerator.prepareCount == 1)
    }

    @Test("The app reset forgets recorded feedback")
    func resetForgetsFeedback() {
        UIApplication.shared.resetForTesting()
        UINotificationFeedbackGenerator().notificationOccurred(.error)

        UIApplication.shared.resetForTesting()

        #expect(UIFeedbackGenerator.recordedFeedback.isEmpty)
        #expect(UIFeedbackGenerator.prepareCount == 0)
    }

    @Test("Feedback styles and types have UIKit's raw values")
    func rawValues() {
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.light.rawValue == 0)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.success.rawValue == 0)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    }
}
