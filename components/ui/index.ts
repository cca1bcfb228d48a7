export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from "./button";
export { Calendar, type CalendarProps, type CalendarView } from "./calendar";
export { Checkbox, type CheckboxProps } from "./checkbox";
export { DateField, DATE_FIELD_INVALID_MESSAGE, type DateFieldProps } from "./date-field";
export { Dialog, type DialogProps } from "./dialog";
export { cx, fieldStateClass, resolveFieldState, type FieldState, type FieldStateOptions } from "./field-state";
export { NumberField, numberToFieldText, type NumberFieldProps, type NumericUnit } from "./number-field";
export { RangeSlider, RANGE_SLIDER_DEFAULT_STEP, type RangeSliderProps } from "./range-slider";
export {
  clampToBounds,
  normalizeRange,
  percentOf,
  setRangeHigh,
  setRangeLow,
  type RangeBounds,
  type RangeValue,
} from "./range-values";
export { Select, type SelectOption, type SelectProps } from "./select";
export { Spinner, type SpinnerProps, type SpinnerSize } from "./spinner";
export { TextArea, TEXT_AREA_DEFAULT_ROWS, type TextAreaProps } from "./text-area";
export { TextField, type TextFieldProps } from "./text-field";
export { toast, TOAST_DURATION_MS, type ToastOptions } from "./toast";
export { Toaster, type ToasterProps } from "./toaster";
