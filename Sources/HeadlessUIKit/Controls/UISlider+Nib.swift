import Foundation

// A slider's attributes as a nib archives them (UIKit's `-[UISlider initWithCoder:]` keys).
extension UISlider {
    func decodeSliderAttributes(_ nib: UINibDecoder) {
        // The range first, so that the value is clamped to the archived range, not the default one.
        minimumValue = Float(nib.double("UIMinValue") ?? 0)
        maximumValue = Float(nib.double("UIMaxValue") ?? 1)
        value = Float(nib.double("UIValue") ?? 0)
        isContinuous = nib.bool("UIContinuous") ?? true
        minimumValueImage = nib.namedImage("UIMinimumValueImage")
        maximumValueImage = nib.namedImage("UIMaximumValueImage")
        minimumTrackTintColor = nib.color("UIMinimumTintColor")
        maximumTrackTintColor = nib.color("UIMaximumTintColor")
        thumbTintColor = nib.color("UIThumbTintColor")
    }
}
