/**
 * One widget's styles (each widget's CSS ships as a string), rendered by the screen that shows
 * the widget so that a page carries only the CSS of the widgets on it. React puts the `<style>`
 * in the document's head once per `name`, however many screens render it, and keeps it there
 * (a later page finds it already loaded). `name` is the widget's, e.g. `market-card`.
 */
export function WidgetStyles({ name, css }: { name: string; css: string }) {
  return (
    <style href={`pulso-widget-${name}`} precedence="pulso-widgets">
      {css}
    </style>
  );
}
