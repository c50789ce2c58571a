import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const chemistry: CuratedDomain = {
  id: 'chemistry',
  label: { en: 'Chemistry', es: 'Química', fr: 'Chimie', de: 'Chemie' },
  aliases: ['chem'],
  subdomains: [
    s('matter', ['Matter and atoms', 'Materia y átomos', 'Matière et atomes', 'Stoffe und Atome'], 'states-of-matter mixtures atomic-structure periodic-table elements-compounds', 'atoms|atomic structure|periodic table'),
    s('bonding', ['Chemical bonding', 'Enlace químico', 'Liaisons chimiques', 'Chemische Bindung'], 'ions chemical-bonding chemical-formulas intermolecular-forces organic-chemistry', 'bonds|molecules'),
    s('reactions', ['Chemical reactions', 'Reacciones químicas', 'Réactions chimiques', 'Chemische Reaktionen'], 'chemical-reactions balancing-equations mole stoichiometry acids-bases ph redox reaction-rates equilibrium', 'stoichiometry|acids and bases'),
  ],
  concepts: [
    c('states-of-matter', 'prerequisite', ['States of matter', 'Estados de la materia', 'États de la matière', 'Aggregatzustände'], 'Solids, liquids and gases explained by the particle model; changes of state.', { aka: 'solids liquids gases|particle model|matter' }),
    c('mixtures', 'skill', ['Mixtures and separation', 'Mezclas y separación', 'Mélanges et séparation', 'Gemische und Trennverfahren'], 'Pure substances versus mixtures; filtration, distillation and chromatography.', { req: 'states-of-matter', aka: 'mixture|separating mixtures|solutions' }),
    c('atomic-structure', 'concept', ['Atomic structure', 'Estructura atómica', "Structure de l'atome", 'Atombau'], 'Protons, neutrons and electrons; atomic number, mass number, isotopes and electron shells.', { req: 'states-of-matter', aka: 'atom|atoms|electrons|protons|isotopes' }),
    c('periodic-table', 'concept', ['Periodic table', 'Tabla periódica', 'Tableau périodique', 'Periodensystem'], 'Elements arranged by atomic number; groups, periods and trends in properties.', { req: 'atomic-structure', aka: 'periodic table of elements|groups and periods' }),
    c('elements-compounds', 'concept', ['Elements and compounds', 'Elementos y compuestos', 'Éléments et composés', 'Elemente und Verbindungen'], 'Substances made of one kind of atom versus atoms of different elements chemically joined.', { req: 'atomic-structure mixtures', aka: 'element|compound|elements' }),
    c('ions', 'concept', ['Ions', 'Iones', 'Ions', 'Ionen'], 'Atoms that have gained or lost electrons; cations, anions and their charges.', { req: 'periodic-table', aka: 'ion|cation|anion' }),
    c('chemical-bonding', 'concept', ['Chemical bonding', 'Enlace químico', 'Liaisons chimiques', 'Chemische Bindung'], 'Ionic, covalent and metallic bonds and the properties they give substances.', { req: 'ions elements-compounds', aka: 'bonding|ionic bonds|covalent bonds|chemical bonds' }),
    c('chemical-formulas', 'skill', ['Chemical formulas', 'Fórmulas químicas', 'Formules chimiques', 'Chemische Formeln'], 'Writing and reading formulas from valencies and ion charges; naming compounds.', { req: 'chemical-bonding', aka: 'formula|formulae|nomenclature' }),
    c('intermolecular-forces', 'concept', ['Intermolecular forces', 'Fuerzas intermoleculares', 'Forces intermoléculaires', 'Zwischenmolekulare Kräfte'], 'Hydrogen bonds, dipole and dispersion forces; why they set boiling points and solubility.', { req: 'chemical-bonding', aka: 'hydrogen bonding|van der waals' }),
    c('organic-chemistry', 'concept', ['Organic chemistry', 'Química orgánica', 'Chimie organique', 'Organische Chemie'], 'Carbon compounds: hydrocarbons, functional groups and their reactions.', { req: 'chemical-bonding chemical-reactions', aka: 'hydrocarbons|carbon compounds|functional groups' }),
    c('chemical-reactions', 'concept', ['Chemical reactions', 'Reacciones químicas', 'Réactions chimiques', 'Chemische Reaktionen'], 'Rearranging atoms into new substances; reactants, products and signs of a reaction.', { req: 'elements-compounds chemical-formulas', aka: 'reaction|reactions|chemical change' }),
    c('balancing-equations', 'skill', ['Balancing chemical equations', 'Ajuste de ecuaciones químicas', 'Équilibrer les équations chimiques', 'Reaktionsgleichungen ausgleichen'], 'Conservation of mass: writing equations with the same number of each atom on both sides.', { req: 'chemical-reactions', aka: 'chemical equations|conservation of mass' }),
    c('mole', 'concept', ['The mole', 'El mol', 'La mole', 'Das Mol'], "Counting particles by mass: Avogadro's number and molar mass.", { req: 'chemical-formulas', aka: 'moles|molar mass|avogadro' }),
    c('stoichiometry', 'skill', ['Stoichiometry', 'Estequiometría', 'Stœchiométrie', 'Stöchiometrie'], 'Calculating amounts of reactants and products from balanced equations and moles.', { req: 'balancing-equations mole', aka: 'reacting masses|limiting reagent' }),
    c('acids-bases', 'concept', ['Acids and bases', 'Ácidos y bases', 'Acides et bases', 'Säuren und Basen'], 'Proton donors and acceptors, neutralisation and indicators.', { req: 'ions chemical-reactions', aka: 'acid|acids|bases|neutralisation|neutralization' }),
    c('ph', 'concept', ['pH scale', 'Escala de pH', 'Échelle de pH', 'pH-Wert'], 'Measuring how acidic or basic a solution is on a logarithmic scale.', { req: 'acids-bases', aka: 'ph' }),
    c('redox', 'concept', ['Oxidation and reduction', 'Oxidación y reducción', 'Oxydoréduction', 'Redoxreaktionen'], 'Reactions in which electrons are transferred; oxidation numbers, batteries and corrosion.', { req: 'chemical-reactions ions', aka: 'redox|oxidation|reduction|electrochemistry' }),
    c('reaction-rates', 'concept', ['Rates of reaction', 'Velocidad de reacción', 'Vitesse de réaction', 'Reaktionsgeschwindigkeit'], 'How temperature, concentration, surface area and catalysts change reaction speed.', { req: 'chemical-reactions', aka: 'kinetics|catalysts|collision theory' }),
    c('equilibrium', 'concept', ['Chemical equilibrium', 'Equilibrio químico', 'Équilibre chimique', 'Chemisches Gleichgewicht'], "Reversible reactions, dynamic equilibrium and Le Chatelier's principle.", { req: 'reaction-rates stoichiometry', aka: 'le chatelier|reversible reactions' }),
  ],
};
