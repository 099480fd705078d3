/** The namespace the widget texts live in, beside the sdk's own `translation`. */
export const WIDGET_NAMESPACE = "pulsoWidgets";
